import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

describe('md5', () => {
  it('gives the RFC 1321 test vectors', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('hashes the UTF-8 bytes, at every length around the 64-byte block edges', () => {
    const texts = ['Картинки 1С.zip', 'import_files/аб/фото товара.jpg', '€𝄞'];
    for (let length = 50; length <= 130; length += 1) texts.push('я'.repeat(length), 'x'.repeat(length));
    for (const text of texts) expect(md5(text), text).toBe(createHash('md5').update(text).digest('hex'));
  });
});
