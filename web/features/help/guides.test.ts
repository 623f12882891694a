import { describe, expect, it } from 'vitest';
import sv from '../../i18n/sv/guides.json';
import en from '../../i18n/en/guides.json';
import { foldText, GUIDES, matchGuides } from './guides';

type Items = Record<string, { steps: Record<string, string> }>;

describe('guides', () => {
  it('has as many steps in each catalog as the guide says, numbered from 1', () => {
    for (const catalog of [sv, en]) {
      for (const guide of GUIDES) {
        const steps = (catalog.items as Items)[guide.id]?.steps ?? {};
        expect(Object.keys(steps)).toEqual(Array.from({ length: guide.steps }, (_, i) => String(i + 1)));
      }
    }
  });

  it('finds guides by every word, without regard to case or Swedish letters', () => {
    const text = (id: string) => ({ searchPdf: 'Sök inne i PDF-filer', revisions: 'Revisioner och status' })[id] ?? '';
    const found = (term: string) => matchGuides(GUIDES, term, (g) => text(g.id)).map((g) => g.id);
    expect(found('sok pdf')).toEqual(['searchPdf']);
    expect(found('REVISION')).toEqual(['revisions']);
    expect(found('  ')).toHaveLength(GUIDES.length);
    expect(found('pdf revision')).toEqual([]);
    expect(foldText('Tvåstegsinloggning')).toBe('tvastegsinloggning');
  });

  it('has one address per guide', () => {
    expect(new Set(GUIDES.map((g) => g.slug)).size).toBe(GUIDES.length);
  });
});
