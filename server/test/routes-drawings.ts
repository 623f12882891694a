/** Drawing formats the drawing route tests upload, recognized by their content (docs/api.md §6 "Upload purpose"). */
export const DXF = Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n');
export const DWG = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(100, 0)]);
export const IFC = Buffer.from(
  "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition'),'2;1');\nENDSEC;\nEND-ISO-10303-21;\n",
);
