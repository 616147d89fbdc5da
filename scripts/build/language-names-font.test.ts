import { describe, expect, it } from 'vitest';
import { languageNameCharacters, languageNameFaces, languageNameFontFaces } from './language-names-font';

describe('languageNamesFont', () => {
  it('keeps the letters of the Arabic name and nothing Latin', () => {
    const characters = languageNameCharacters();
    for (const letter of 'العربية') expect(characters).toContain(letter);
    expect(characters).not.toMatch(/[A-Za-z]/);
  });

  it('cuts each Arabic weight to a small face, declared under the names family', async () => {
    const faces = await languageNameFaces();
    expect(faces.map((face) => face.weight)).toEqual([400, 500, 700]);
    for (const face of faces) {
      expect(face.fileName).toMatch(/^assets\/language-names-\d00-[\w-]{8}\.woff2$/);
      // The full faces weigh about 50 kB each.
      expect(face.source.byteLength).toBeLessThan(8000);
      expect(new TextDecoder().decode(face.source.slice(0, 4))).toBe('wOF2');
    }
    const css = languageNameFontFaces(faces, '/');
    expect(css).toContain(`font-family:'Studio Language Names'`);
    expect(css).toContain(`url(/${faces[2]?.fileName})`);
  });
});
