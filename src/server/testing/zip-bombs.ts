/**
 * Hostile .xlsx files for the upload tests (issue 27 §1), built in a few milliseconds from a few MB:
 * a minimal valid workbook whose sheet is padded with gigabytes of spaces. One megabyte of spaces
 * deflates to about 1 kB ending in a full flush, after which a deflate stream may simply go on, so
 * the sheet's packed data is its head, that kilobyte repeated, and its tail.
 */
import zlib from 'node:zlib';

const MB = 1024 * 1024;

/** A part of the archive: its name, its packed bytes, and the size and CRC-32 its headers declare. */
export interface Part {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
}

/** An honest part holding `content`, deflated. */
export const deflated = (name: string, content: string | Buffer): Part => {
  const data = Buffer.from(content);
  return { name, packed: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) };
};

/** A zip archive of `parts` (deflated, no zip64: each declared size below 4 GiB). */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.packed.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    centrals.push(central, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '<row r="1"><c r="A1" t="inlineStr"><is><t>first_name</t></is></c></row></sheetData></worksheet>';

/** The workbook's other parts: content types, package and workbook relationships, the workbook. */
const FRAME: Part[] = [
  deflated(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  deflated(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ),
  deflated(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Employees" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

/**
 * An .xlsx whose sheet holds `spacesMb` MB of spaces before its one row. Its directory declares the
 * sheet's true size, or `declaredBytes` (a directory that lies). The CRC-32 is left 0: no reader
 * checks it before unpacking (JSZip, which exceljs' loader uses, does not check it at all), and
 * computing it over gigabytes would cost the test seconds.
 */
export function paddedXlsx(spacesMb: number, { declaredBytes }: { declaredBytes?: number } = {}): Buffer {
  const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const head = zlib.deflateRawSync(Buffer.from(SHEET_HEAD), flush);
  const megabyte = zlib.deflateRawSync(Buffer.alloc(MB, ' '), { ...flush, level: 9 });
  const tail = zlib.deflateRawSync(Buffer.from(SHEET_TAIL));
  const packed = Buffer.concat([head, ...Array<Buffer>(spacesMb).fill(megabyte), tail]);
  const size = declaredBytes ?? SHEET_HEAD.length + spacesMb * MB + SHEET_TAIL.length;
  return zipOf([...FRAME, { name: 'xl/worksheets/sheet1.xml', packed, size, crc: 0 }]);
}
