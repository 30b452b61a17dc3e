/**
 * Product and category images (spec §3): the stored path is prefixed with the backend host, repeated
 * host prefixes are collapsed, and a placeholder stands in for a missing or broken image.
 */

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#f1f5f9"/>
<g fill="none" stroke="#cbd5e1" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
<path d="M200 92 266 126v74l-66 34-66-34v-74z"/><path d="M134 126l66 34 66-34M200 160v74"/>
</g></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PLACEHOLDER_SVG)}`;

/** The backend serves /uploads itself (same origin as the web app). */
export function backendOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

// a host ends at '/', '?', '#' or where the next glued-on 'http(s)://' begins
const HOST_PART = String.raw`https?:\/\/(?:(?!https?:\/\/)[^/?#])+`;
const LEADING_ORIGINS = new RegExp(String.raw`^(?:\/*${HOST_PART})+`, 'i');
const ONE_ORIGIN = new RegExp(HOST_PART, 'gi');

export function imageUrl(path: string | null | undefined, origin: string = backendOrigin()): string {
  const raw = path?.trim();
  if (!raw) return PLACEHOLDER_IMAGE;
  if (/^(data|blob):/i.test(raw)) return raw;

  const host = origin.replace(/\/+$/, '');
  let rest = raw;
  const prefix = raw.match(LEADING_ORIGINS)?.[0];
  if (prefix) {
    const origins = prefix.match(ONE_ORIGIN) ?? [];
    rest = raw.slice(prefix.length);
    // a single absolute address on another host is an external image: keep it as it is
    const only = origins.length === 1 ? origins[0] : undefined;
    if (only && only.toLowerCase() !== host.toLowerCase()) return `${only}/${rest.replace(/^\/+/, '')}`;
  }
  const cleanPath = rest.replace(/^\/+/, '').replace(/\/{2,}/g, '/');
  if (!cleanPath) return PLACEHOLDER_IMAGE;
  return `${host}/${cleanPath}`;
}
