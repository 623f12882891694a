// Draws markups into a PDF with pdf-lib, as page content every PDF reader shows (flattened, like a printout of the
// review). Runs in the child of workers/flatten-worker.mjs, never in the server: the PDF is a user's upload.
// Geometry is in PDF points relative to the page's visible box (CropBox, else MediaBox) lower-left corner, in the
// page's own unrotated space (common/api/markups.ts); text and pins are turned to stand upright as the page is shown.
import { BlendMode, degrees, PDFHexString, rgb, StandardFonts } from 'pdf-lib';

const LINE_WIDTH = 1.5;
const FONT_SIZE = 10;

function colorOf(hex) {
  const n = Number.parseInt(String(hex).slice(1, 7), 16);
  if (!Number.isFinite(n)) return rgb(0.88, 0.19, 0.19);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** An SVG path in page space: pdf-lib's drawSvgPath turns y downwards, so y is negated around the origin (0, 0). */
const at = (x, y) => `${x} ${-y}`;

/**
 * A revision cloud's outline: semicircular scallops along each side of the box, bulging outwards, about
 * `arc` points long (a sixth of the shorter side, between 4 and 18 points).
 */
export function cloudPath(x, y, w, h) {
  const arc = Math.min(18, Math.max(4, Math.min(w, h) / 6));
  const corners = [
    [x, y],
    [x, y + h],
    [x + w, y + h],
    [x + w, y],
  ];
  let path = `M ${at(x, y)}`;
  for (let side = 0; side < 4; side++) {
    const [ax, ay] = corners[side];
    const [bx, by] = corners[(side + 1) % 4];
    const length = Math.hypot(bx - ax, by - ay);
    const count = Math.max(1, Math.round(length / arc));
    const r = length / count / 2;
    for (let i = 1; i <= count; i++) {
      const px = ax + ((bx - ax) * i) / count;
      const py = ay + ((by - ay) * i) / count;
      // Going round clockwise in page space (counter-clockwise once y is turned), sweep 1 bulges outwards.
      path += ` A ${r || 0.01} ${r || 0.01} 0 0 1 ${at(px, py)}`;
    }
  }
  return `${path} Z`;
}

/** Directions "up" and "right" as the page is shown, in page space, for its /Rotate. */
function viewAxes(rotation) {
  switch (((rotation % 360) + 360) % 360) {
    case 90:
      return { right: [0, 1], down: [1, 0] };
    case 180:
      return { right: [-1, 0], down: [0, 1] };
    case 270:
      return { right: [0, -1], down: [-1, 0] };
    default:
      return { right: [1, 0], down: [0, -1] };
  }
}

/** The box's corner that is top-left as shown, and its width and height as shown. */
function viewBox(box, axes) {
  const xs = axes.right[0] < 0 || axes.down[0] < 0 ? box.x + box.w : box.x;
  const ys = axes.right[1] < 0 || axes.down[1] < 0 ? box.y + box.h : box.y;
  const swapped = axes.right[0] === 0;
  return { origin: [xs, ys], width: swapped ? box.h : box.w, height: swapped ? box.w : box.h };
}

/** What the font can write: WinAnsi (Swedish letters included); anything else becomes "?". */
function writable(font, text) {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (c === '\n' || known.has(c.codePointAt(0)) ? c : '?')).join('');
}

function wrap(font, text, size, width) {
  const lines = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

function drawFreeText(page, font, box, markup, color, axes, rotation) {
  page.drawRectangle({
    x: box.x,
    y: box.y,
    width: box.w,
    height: box.h,
    color: rgb(1, 1, 1),
    opacity: 0.85,
    borderColor: color,
    borderWidth: 1,
  });
  const shown = viewBox(box, axes);
  const pad = 3;
  const lines = wrap(font, writable(font, markup.text ?? ''), FONT_SIZE, Math.max(1, shown.width - 2 * pad));
  const lineHeight = FONT_SIZE * 1.2;
  lines.forEach((line, i) => {
    const down = pad + FONT_SIZE + i * lineHeight;
    if (down > shown.height + lineHeight) return;
    page.drawText(line, {
      x: shown.origin[0] + axes.right[0] * pad + axes.down[0] * down,
      y: shown.origin[1] + axes.right[1] * pad + axes.down[1] * down,
      size: FONT_SIZE,
      font,
      color,
      rotate: degrees(rotation),
    });
  });
}

function drawArrowHead(page, points, color) {
  const [tx, ty] = points[points.length - 1];
  const [fx, fy] = points[points.length - 2];
  const angle = Math.atan2(ty - fy, tx - fx);
  const size = 10;
  const left = [tx - size * Math.cos(angle - Math.PI / 7), ty - size * Math.sin(angle - Math.PI / 7)];
  const right = [tx - size * Math.cos(angle + Math.PI / 7), ty - size * Math.sin(angle + Math.PI / 7)];
  page.drawSvgPath(`M ${at(tx, ty)} L ${at(...left)} L ${at(...right)} Z`, { x: 0, y: 0, color, borderWidth: 0 });
}

function drawPin(page, point, color, axes) {
  const up = [-axes.down[0], -axes.down[1]];
  const cx = point.x + up[0] * 12;
  const cy = point.y + up[1] * 12;
  page.drawLine({ start: { x: point.x, y: point.y }, end: { x: cx, y: cy }, thickness: 2, color });
  page.drawCircle({ x: cx, y: cy, size: 6, color, borderColor: rgb(1, 1, 1), borderWidth: 1.5 });
}

/** Draws one page's markups (already moved into page space) after the page's own content. */
function drawOnPage(page, font, list) {
  const rotation = page.getRotation().angle;
  const axes = viewAxes(rotation);
  for (const markup of list) {
    const color = colorOf(markup.color);
    const g = markup.geometry;
    switch (markup.kind) {
      case 'cloud':
        page.drawSvgPath(cloudPath(g.x, g.y, g.w, g.h), { x: 0, y: 0, borderColor: color, borderWidth: LINE_WIDTH });
        break;
      case 'rectangle':
        page.drawRectangle({ x: g.x, y: g.y, width: g.w, height: g.h, borderColor: color, borderWidth: LINE_WIDTH });
        break;
      case 'ellipse':
        page.drawEllipse({
          x: g.x + g.w / 2,
          y: g.y + g.h / 2,
          xScale: g.w / 2,
          yScale: g.h / 2,
          borderColor: color,
          borderWidth: LINE_WIDTH,
        });
        break;
      case 'highlight':
        page.drawRectangle({
          x: g.x,
          y: g.y,
          width: g.w,
          height: g.h,
          color,
          opacity: 0.35,
          blendMode: BlendMode.Multiply,
        });
        break;
      case 'text':
        drawFreeText(page, font, g, markup, color, axes, rotation);
        break;
      case 'line':
      case 'arrow': {
        const path = g.points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'} ${at(px, py)}`).join(' ');
        page.drawSvgPath(path, { x: 0, y: 0, borderColor: color, borderWidth: LINE_WIDTH });
        if (markup.kind === 'arrow') drawArrowHead(page, g.points, color);
        break;
      }
      case 'pin':
        drawPin(page, g, color, axes);
        break;
      default:
        break;
    }
  }
}

/** The top-right corner of what a markup covers, in page space. */
function topRight(g) {
  if ('points' in g) return [Math.max(...g.points.map((p) => p[0])), Math.max(...g.points.map((p) => p[1]))];
  if ('w' in g) return [g.x + g.w, g.y + g.h];
  return [g.x, g.y + 18];
}

/** "YYYYMMDDHHmmSSZ" as PDF dates are written (ISO 32000 7.9.4). */
const pdfDate = (iso) => `D:${iso.replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * A comment note (a Text annotation) at the markup's top-right corner holding its text, author and replies, as PDF
 * readers list comments: what a drawing cannot say stays readable beside it.
 */
function addNote(doc, page, markup) {
  const replies = (markup.replies ?? []).map((r) => `${r.author}: ${r.text}`);
  const contents = [markup.text, ...replies].filter(Boolean).join('\n\n');
  if (!contents) return;
  const [x, y] = topRight(markup.geometry);
  const { red, green, blue } = colorOf(markup.color);
  const note = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Text',
    Rect: [x, y - 16, x + 16, y],
    Contents: PDFHexString.fromText(contents),
    T: PDFHexString.fromText(markup.author ?? ''),
    M: PDFHexString.fromText(pdfDate(markup.date ?? new Date().toISOString())),
    Name: 'Comment',
    C: [red, green, blue],
    // Print, NoZoom, NoRotate: an icon of the same size wherever the page is shown.
    F: 28,
    Open: false,
  });
  page.node.addAnnot(doc.context.register(note));
}

/** Moves a markup's geometry from the visible box's corner into page space. */
function toPageSpace(geometry, dx, dy) {
  if ('points' in geometry) return { points: geometry.points.map(([x, y]) => [x + dx, y + dy]) };
  return { ...geometry, x: geometry.x + dx, y: geometry.y + dy };
}

/** Draws `markups` into `doc` (a loaded PDFDocument); markups on pages the PDF does not have are left out. */
export async function drawMarkups(doc, markups) {
  const pages = doc.getPages();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const byPage = new Map();
  for (const markup of markups) {
    if (markup.page < 1 || markup.page > pages.length) continue;
    byPage.set(markup.page, [...(byPage.get(markup.page) ?? []), markup]);
  }
  for (const [number, list] of byPage) {
    const page = pages[number - 1];
    // The page's own content may leave its graphics state changed (no closing Q): wrapped in q … Q, what is
    // drawn after it starts from the page's default space.
    page.translateContent(0, 0);
    const box = page.getCropBox();
    const placed = list.map((m) => ({ ...m, geometry: toPageSpace(m.geometry, box.x, box.y) }));
    drawOnPage(page, font, placed);
    for (const markup of placed) addNote(doc, page, markup);
  }
}
