/**
 * The catalogue's words (search_words) held in memory: whether a word starts with a stem, and the
 * closest words to a typo by trigram similarity, the rule of pg_trgm's `similarity` and `%` (a word
 * padded with two spaces in front and one behind, its distinct three-letter pieces; shared pieces over
 * all pieces; at least 0.3). A search then asks the database only for the stems of its words.
 */

/** pg_trgm's default `similarity_threshold`: what `word % token` accepts. */
const SIMILARITY_THRESHOLD = 0.3;

export interface DictionaryWord {
  word: string;
  docCount: number;
  /** the word's stems, `tsvector_to_array(to_tsvector('russian', word))` */
  lexemes: string[];
}

export interface Correction {
  word: string;
  lexemes: string[];
  similarity: number;
}

/** The distinct trigrams of one word, as pg_trgm pads it. */
export function trigramsOf(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return [...trigrams];
}

/** pg_trgm's similarity, as the single-precision number it returns. */
export function similarity(a: string, b: string): number {
  const ofA = trigramsOf(a);
  const ofB = new Set(trigramsOf(b));
  const shared = ofA.filter((trigram) => ofB.has(trigram)).length;
  const all = ofA.length + ofB.size - shared;
  return all === 0 ? 0 : Math.fround(shared / all);
}

export class WordDictionary {
  /** the words in code-unit order, for prefix lookups */
  private readonly sorted: string[];
  /** products using the sorted words before each index (one more entry than words) */
  private readonly docsBefore: Float64Array;
  private readonly byTrigram = new Map<string, number[]>();
  private readonly trigramCounts: Uint16Array;

  constructor(private readonly words: readonly DictionaryWord[]) {
    const inOrder = [...words].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    this.sorted = inOrder.map((w) => w.word);
    this.docsBefore = new Float64Array(inOrder.length + 1);
    inOrder.forEach((w, i) => (this.docsBefore[i + 1] = this.docsBefore[i]! + w.docCount));
    this.trigramCounts = new Uint16Array(words.length);
    words.forEach(({ word }, index) => {
      const trigrams = trigramsOf(word);
      this.trigramCounts[index] = trigrams.length;
      for (const trigram of trigrams) {
        const list = this.byTrigram.get(trigram);
        if (list) list.push(index);
        else this.byTrigram.set(trigram, [index]);
      }
    });
  }

  get size(): number {
    return this.words.length;
  }

  /** Whether a word starts with `prefix` (`word like prefix || '%'`), or is longer than it when `longer`. */
  hasWordStartingWith(prefix: string, longer = false): boolean {
    const [first, end] = this.rangeOf(prefix);
    if (!longer) return end > first;
    for (let i = first; i < end; i++) if (this.sorted[i]!.length > prefix.length) return true;
    return false;
  }

  /** How many product names use a word starting with `prefix` (a product with two such words counts twice). */
  namesWithWordStartingWith(prefix: string): number {
    const [first, end] = this.rangeOf(prefix);
    return this.docsBefore[end]! - this.docsBefore[first]!;
  }

  /** At most how many product names hold a word starting with each of `stems` (0 without stems). */
  namesWithEvery(stems: string[]): number {
    return stems.length === 0 ? 0 : Math.min(...stems.map((stem) => this.namesWithWordStartingWith(stem)));
  }

  /** The indexes [first, end) of the sorted words that start with `prefix`. */
  private rangeOf(prefix: string): [number, number] {
    // the words that start with the prefix sort between it and the prefix followed by the last character
    return [this.firstNotBefore(prefix), this.firstNotBefore(`${prefix}\uffff`)];
  }

  private firstNotBefore(text: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The `howMany` words closest to `token` with a similarity of at least 0.3: most similar first, then
   * the word more products use, then the word itself (the order search_word_corrections gave).
   */
  corrections(token: string, howMany: number): Correction[] {
    const trigrams = trigramsOf(token);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const index of this.byTrigram.get(trigram) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    }
    const found: (Correction & { docCount: number })[] = [];
    for (const [index, count] of shared) {
      const score = Math.fround(count / (trigrams.length + this.trigramCounts[index]! - count));
      if (score < SIMILARITY_THRESHOLD) continue;
      const { word, lexemes, docCount } = this.words[index]!;
      found.push({ word, lexemes, similarity: score, docCount });
    }
    found.sort(
      (a, b) =>
        b.similarity - a.similarity ||
        b.docCount - a.docCount ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    return found.slice(0, howMany).map(({ word, lexemes, similarity }) => ({ word, lexemes, similarity }));
  }
}
