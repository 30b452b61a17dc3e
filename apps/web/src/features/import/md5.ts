/**
 * MD5 of a text (its UTF-8 bytes) as 32 lowercase hex digits (RFC 1321). The pictures upload names
 * itself with it (spec §7: uploadId = MD5 of the file name, size and current time); not for security.
 */

/** Per-round left rotations. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

/** floor(|sin(i + 1)| × 2^32) for i = 0…63. */
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** The message padded to a multiple of 64 bytes, its bit length at the end (little-endian). */
function padded(bytes: Uint8Array): DataView {
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const buffer = new Uint8Array(length);
  buffer.set(bytes);
  buffer[bytes.length] = 0x80;
  const view = new DataView(buffer.buffer);
  const bits = bytes.length * 8;
  view.setUint32(length - 8, bits >>> 0, true);
  view.setUint32(length - 4, Math.floor(bits / 2 ** 32), true);
  return view;
}

/** One round's mixing function and message word index for step `i`. */
function roundOf(i: number, b: number, c: number, d: number): [number, number] {
  if (i < 16) return [(b & c) | (~b & d), i];
  if (i < 32) return [(d & b) | (~d & c), (5 * i + 1) % 16];
  if (i < 48) return [b ^ c ^ d, (3 * i + 5) % 16];
  return [c ^ (b | ~d), (7 * i) % 16];
}

const rotateLeft = (value: number, shift: number) => (value << shift) | (value >>> (32 - shift));

function hex(word: number): string {
  let out = '';
  for (let byte = 0; byte < 4; byte += 1) out += ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0');
  return out;
}

export function md5(text: string): string {
  const view = padded(new TextEncoder().encode(text));
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let i = 0; i < 64; i += 1) {
      const [mixed, word] = roundOf(i, b, c, d);
      const sum = (a + mixed + SINES[i]! + view.getUint32(offset + word * 4, true)) | 0;
      a = d;
      d = c;
      c = b;
      b = (b + rotateLeft(sum, SHIFTS[(i >> 4) * 4 + (i % 4)]!)) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
  }
  return state.map(hex).join('');
}
