/** The step-by-step guides of the help page: texts in the `guides` catalogs, pictures in components/. */
import {
  IconEye,
  IconFileUpload,
  IconFolderPlus,
  IconLink,
  IconSearch,
  IconShieldLock,
  IconVersions,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  CreateProjectArt,
  ReviewArt,
  RevisionsArt,
  SearchPdfArt,
  ShareLinkArt,
  TwoStepArt,
  UploadFilesArt,
} from './components/guide-pictures';

export interface Guide {
  /** The catalog key: `guides:items.<id>`. */
  id: 'createProject' | 'uploadFiles' | 'searchPdf' | 'revisions' | 'startReview' | 'shareLink' | 'twoStep';
  /** The guide's address under /hjalp. */
  slug: string;
  /** How many steps `items.<id>.steps` holds (keys 1…n). */
  steps: number;
  icon: Icon;
  Picture: ComponentType;
  /** Where in the app the guide's task is done. */
  to: string;
}

export const GUIDES: readonly Guide[] = [
  {
    id: 'createProject',
    slug: 'skapa-projekt',
    steps: 5,
    icon: IconFolderPlus,
    Picture: CreateProjectArt,
    to: '/projektdatabas',
  },
  {
    id: 'uploadFiles',
    slug: 'ladda-upp-filer',
    steps: 5,
    icon: IconFileUpload,
    Picture: UploadFilesArt,
    to: '/byggfiler',
  },
  { id: 'searchPdf', slug: 'sok-i-pdf', steps: 4, icon: IconSearch, Picture: SearchPdfArt, to: '/byggfiler' },
  {
    id: 'revisions',
    slug: 'revisioner-och-status',
    steps: 4,
    icon: IconVersions,
    Picture: RevisionsArt,
    to: '/byggfiler',
  },
  { id: 'startReview', slug: 'starta-granskning', steps: 5, icon: IconEye, Picture: ReviewArt, to: '/granskningar' },
  { id: 'shareLink', slug: 'dela-lank', steps: 4, icon: IconLink, Picture: ShareLinkArt, to: '/projektdatabas' },
  {
    id: 'twoStep',
    slug: 'tvastegsinloggning',
    steps: 5,
    icon: IconShieldLock,
    Picture: TwoStepArt,
    to: '/account/security',
  },
];

export const HELP_PATH = '/hjalp';

export const guidePath = (guide: Guide) => `${HELP_PATH}/${guide.slug}`;

/** Lower case without diacritics, so "sok" finds "Sök" and "revision" finds "Revisioner". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The guides whose texts (title, summary, steps, tip) hold every word of `term`, in the order given. */
export function matchGuides(guides: readonly Guide[], term: string, textOf: (guide: Guide) => string): Guide[] {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...guides];
  return guides.filter((guide) => {
    const text = foldText(textOf(guide));
    return words.every((word) => text.includes(word));
  });
}
