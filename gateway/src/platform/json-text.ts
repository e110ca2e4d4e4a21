// An api answer's bytes as the text JSON.parse reads, kept in the form V8 stores cheaply
// (decision 0124).
//
// V8 keeps a string at one byte a character when every character is Latin-1 and at two bytes
// otherwise, and it puts a string of 128 KB or more in its large-object space, which costs
// about 0.7 ms a string to create on this machine against under 10 µs below the line. A
// 48-product listing is 74 KB of UTF-8 in which one product name has a ’ (U+2019): decoded
// as it is, that one character made the whole body a 148 KB two-byte string, and reading it
// was 31% of the gateway's CPU on a listing. Outside its strings JSON is ASCII, and inside
// them any character may be written as \uXXXX, so writing the few characters past Latin-1
// that way keeps the text at one byte a character, and JSON.parse returns the same values.
import { isAscii } from 'node:buffer';

/** V8's line for the large-object space: 128 KB (kMaxRegularHeapObjectSize), measured here too. */
export const LARGE_STRING_BYTES = 128 * 1024;
/** Blocks checked whole with the fast isAscii before any byte is looked at one by one. */
const BLOCK = 1024;

export function jsonText(body: Buffer): string {
  const bytes = hasByteOrderMark(body) ? body.subarray(3) : body; // as undici's text() does
  // Under the line even at two bytes a character, or over it even at one: nothing to gain.
  if (bytes.length * 2 < LARGE_STRING_BYTES || bytes.length >= LARGE_STRING_BYTES) return bytes.toString('utf8');
  const mixed = mixedBlocks(bytes);
  if (mixed.length === 0) return bytes.toString('latin1');
  // An escape adds at most two characters a byte (a 2-byte sequence becomes \uXXXX): when even
  // that stays under the line, escape. Otherwise decode it as it is, as undici would: text that
  // dense with Thai or Chinese is three bytes a character, so it weighs less decoded than here.
  if (bytes.length + 2 * mixed.length * BLOCK < LARGE_STRING_BYTES) return escapedText(bytes, mixed);
  return bytes.toString('utf8');
}

const hasByteOrderMark = (bytes: Buffer) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** Where each block that is not all ASCII starts, in order. */
function mixedBlocks(bytes: Buffer): number[] {
  const starts: number[] = [];
  for (let block = 0; block < bytes.length; block += BLOCK) {
    if (!isAscii(bytes.subarray(block, Math.min(bytes.length, block + BLOCK)))) starts.push(block);
  }
  return starts;
}

/** The text with every character past Latin-1 written as a JSON escape: one byte a character. */
function escapedText(bytes: Buffer, mixed: readonly number[]): string {
  let text = '';
  let copiedUpTo = 0;
  for (const block of mixed) {
    const blockEnd = Math.min(bytes.length, block + BLOCK);
    // A run may have carried on past the block before this one: start after it.
    for (let at = Math.max(block, copiedUpTo); at < blockEnd; at++) {
      if (bytes[at]! < 0x80) continue;
      // A run of bytes at or over 0x80 holds whole UTF-8 sequences: none has a byte under it.
      let runEnd = at + 1;
      while (runEnd < bytes.length && bytes[runEnd]! >= 0x80) runEnd++;
      text += bytes.toString('latin1', copiedUpTo, at) + latin1OrEscaped(bytes.toString('utf8', at, runEnd));
      copiedUpTo = at = runEnd;
    }
  }
  return text + bytes.toString('latin1', copiedUpTo, bytes.length);
}

function latin1OrEscaped(run: string): string {
  let out = '';
  for (let i = 0; i < run.length; i++) {
    const code = run.charCodeAt(i);
    out += code <= 0xff ? run[i] : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}
