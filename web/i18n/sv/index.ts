import type { ResourceKey } from 'i18next';
import { catalogsByNamespace } from '../catalogs-by-namespace';

/** This language's catalogs, one chunk per namespace, each loaded when first needed (lib/i18n.ts). */
export default catalogsByNamespace(import.meta.glob<ResourceKey>('./*.json', { import: 'default' }));
