import type { ResourceKey } from 'i18next';
import { catalogsByNamespace } from '../catalogs-by-namespace';

/** Every catalog of this language in one chunk, loaded when the language is first used (lib/i18n.ts). */
export default catalogsByNamespace(import.meta.glob<ResourceKey>('./*.json', { eager: true, import: 'default' }));
