import { describe, expect, it } from 'vitest';
import { apiPath, FILE_PATHS, PROJECT_PATHS, SHARING_PATHS } from './paths';

describe('apiPath', () => {
  it("fills a template's params, each encoded", () => {
    expect(apiPath(PROJECT_PATHS.teamMember, { projectId: 'p 1', memberId: 'u/2' })).toBe('/project/p%201/u%2F2');
    expect(apiPath(FILE_PATHS.projectFilesZipLink, { id: 'abc' })).toBe('/project/abc/files.zip/download_link');
    expect(apiPath(SHARING_PATHS.revoke, { shareToken: 't' })).toBe('/share_link/t');
  });

  it('refuses a missing param, in types and at run time', () => {
    // @ts-expect-error -- memberId is missing
    expect(() => apiPath(PROJECT_PATHS.teamMember, { projectId: 'p' })).toThrow(':memberId');
  });
});
