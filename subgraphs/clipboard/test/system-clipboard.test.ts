import { describe, expect, it } from '@jest/globals';
import { explainClipboardError } from '../src/watch/system-clipboard.js';
import { preview } from '../src/cli/output.js';

describe('explainClipboardError', () => {
  const xsel = new Error(
    "Couldn't find the `xsel` binary and fallback didn't work. On Debian/Ubuntu you can install xsel with: sudo apt install xsel",
  );

  it('names a missing display as the cause on Linux', () => {
    const explained = explainClipboardError(xsel, {}, 'linux');
    expect(explained.message).toMatch(/^no display: neither DISPLAY nor WAYLAND_DISPLAY is set/);
    expect(explained.message).not.toContain('xsel');
    expect(explained.cause).toBe(xsel);
  });

  it('keeps the original error when a display is set, or off Linux', () => {
    expect(explainClipboardError(xsel, { DISPLAY: ':0' }, 'linux')).toBe(xsel);
    expect(explainClipboardError(xsel, { WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBe(xsel);
    expect(explainClipboardError(xsel, {}, 'darwin')).toBe(xsel);
  });
});

describe('preview', () => {
  it('shows the first line of a multi-line clip and how many lines follow', () => {
    expect(preview('one\ntwo')).toBe('one ↵ (+1 line)');
    expect(preview('  one  two\r\nthree\nfour\n')).toBe('one two ↵ (+2 lines)');
    expect(preview('single line')).toBe('single line');
  });

  it('cuts a long first line and keeps the marker within the width', () => {
    const line = preview(`${'x'.repeat(200)}\nmore`, 40);
    expect(line.endsWith('... ↵ (+1 line)')).toBe(true);
    expect(line.length).toBe(40);
  });
});
