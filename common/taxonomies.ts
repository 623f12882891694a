/** The seeded taxonomies: Swedish construction project types and sectors (GET taxonomies?name=…). */

export const PROJECT_TYPES = [
  'Nybyggnad',
  'Ombyggnad',
  'Tillbyggnad',
  'Renovering',
  'Underhåll',
  'Rivning',
  'Markarbeten',
  'Anläggning',
  'Infrastruktur',
  'Väg och gata',
  'Bro och tunnel',
  'VA-ledningar',
  'Energieffektivisering',
  'Installation',
  'Projektering',
  'Förvaltning',
] as const;

export const SECTORS = [
  'Bostäder',
  'Kontor och handel',
  'Skola och förskola',
  'Vård och omsorg',
  'Industri och lager',
  'Idrott och fritid',
  'Kultur',
  'Infrastruktur och transport',
  'Energi och miljö',
  'Vatten och avlopp',
  'Offentlig förvaltning',
  'Hotell och restaurang',
  'Jordbruk',
  'Försvar',
] as const;

export const TAXONOMIES = { projectTypes: PROJECT_TYPES, sectors: SECTORS } as const;
export type TaxonomyName = keyof typeof TAXONOMIES;
export const TAXONOMY_NAMES = Object.keys(TAXONOMIES) as TaxonomyName[];
