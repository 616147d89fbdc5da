/**
 * A deterministic stand-in for a generated image: an SVG gradient with soft shapes, as a data URL, so stories need
 * no network and screenshots never change.
 */
export function sampleImage(hue: number, width = 512, height = 512): string {
  const a = `hsl(${hue} 70% 55%)`;
  const b = `hsl(${(hue + 60) % 360} 65% 35%)`;
  const c = `hsl(${(hue + 200) % 360} 80% 70%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="r" cx="0.7" cy="0.3" r="0.5"><stop offset="0" stop-color="${c}" stop-opacity="0.9"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#r)"/>
<circle cx="${width * 0.3}" cy="${height * 0.68}" r="${width * 0.18}" fill="${c}" fill-opacity="0.35"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
