import { describe, expect, it } from 'vitest';
import { projectInitials } from './project-avatar';

describe('projectInitials', () => {
  it('takes the first letters of the first two words, skipping dashes and signs', () => {
    expect(projectInitials('Stadshuset – fasadrenovering')).toBe('SF');
    expect(projectInitials('Kv. Svalan – nybyggnad förskola')).toBe('KS');
    expect(projectInitials('Östra torget')).toBe('ÖT');
    expect(projectInitials('Bro')).toBe('BR');
    expect(projectInitials('  ')).toBe('?');
  });
});
