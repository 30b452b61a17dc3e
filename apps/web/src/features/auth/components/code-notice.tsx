/** Why a code is asked for (the server's words) and the address it goes to. */
export function CodeNotice({ notice, email }: { notice: string; email: string }) {
  return (
    <div className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
      <p>{notice}</p>
      <p className="mt-1 font-semibold break-all">{email}</p>
    </div>
  );
}
