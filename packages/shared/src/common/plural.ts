/** Russian word forms after a number. */

/** "символ" in the genitive after "не более / не менее N": 21 символа, 8 символов, 11 символов. */
export function charactersWord(count: number): string {
  return count % 10 === 1 && count % 100 !== 11 ? 'символа' : 'символов';
}

/** The Russian word form for a count: 1 оценка, 3 оценки, 5 оценок, 11 оценок, 21 оценка, 22 оценки. */
export function pluralRu(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}
