/**
 * A stroke font for captcha characters: each glyph is polylines on a 4 x 6 grid (x right, y down), written as
 * "x,y x,y …" with " | " between polylines. Drawn as thick strokes and then bent, rotated and overdrawn by the
 * renderer, so no glyph shape ever appears as-is in an image. The alphabet leaves out characters people confuse
 * (0/O/D/Q, 1/I/L); answers are case-insensitive.
 */
export type Point = readonly [number, number];
export type Polyline = readonly Point[];

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

const P = '0,6 0,0 3,0 4,1 4,2.2 3,3.2 0,3.2';

const outlines: Readonly<Record<string, string>> = {
  '2': '0,1.5 1,0.2 3,0.2 4,1.5 4,2.5 0,6 4,6',
  '3': '0,0.5 1,0 3,0 4,1 4,2 3,3 1.5,3 | 3,3 4,4 4,5 3,6 1,6 0,5.5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0.5,0 0,3 2.5,2.6 4,3.5 4,5 3,6 1,6 0,5.2',
  '6': '3.5,0.3 2,0 0.5,1 0,3 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4',
  '7': '0,0 4,0 1.5,6',
  '8': '2,3 0.5,2.3 0.5,0.8 1.5,0 2.5,0 3.5,0.8 3.5,2.3 2,3 | 2,3 0.2,4 0.2,5.2 1.2,6 2.8,6 3.8,5.2 3.8,4 2,3',
  '9': '4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,3 3.5,5 2,6 0.5,5.7',
  A: '0,6 2,0 4,6 | 0.7,4 3.3,4',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3 | 0,0 3,0 3.8,0.8 3.8,2.2 3,3',
  C: '4,0.8 3,0 1,0 0,1.5 0,4.5 1,6 3,6 4,5.2',
  E: '4,0 0,0 0,6 4,6 | 0,3 3,3',
  F: '4,0 0,0 0,6 | 0,3 3,3',
  G: '4,0.8 3,0 1,0 0,1.5 0,4.5 1,6 3,6 4,5 4,3.5 2.3,3.5',
  H: '0,0 0,6 | 4,0 4,6 | 0,3 4,3',
  J: '1.5,0 4,0 | 3,0 3,5 2,6 1,6 0,5',
  K: '0,0 0,6 | 4,0 0,3.8 | 1.3,2.8 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P,
  R: `${P} | 2,3.2 4,6`,
  S: '4,0.8 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5.2',
  T: '0,0 4,0 | 2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6 | 4,0 0,6',
  Y: '0,0 2,3 4,0 | 2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
};

function parseOutline(outline: string): Polyline[] {
  return outline
    .split(' | ')
    .map((line) => line.split(' ').map((point) => point.split(',').map(Number) as unknown as Point));
}

export const glyphs: ReadonlyMap<string, readonly Polyline[]> = new Map(
  Object.entries(outlines).map(([character, outline]) => [character, parseOutline(outline)]),
);

export const captchaAlphabet = [...glyphs.keys()].join('');
