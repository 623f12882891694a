/**
 * Every action of common/permissions.ts against every role, as a table: the rules alone, without HTTP. The
 * route matrices (project-, organization-, file-matrix.test.ts) prove the routes ask these rules.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action } from '../../common/permissions';
import type { UserRow } from '../db/schema';
import { can } from './authorize';
import {
  admit,
  applicant,
  colleague,
  membersProject,
  onMembers,
  ORG_A,
  ORG_B,
  orgA,
  otherSuperadmin,
  pending,
  publicProject,
  type Role,
  ROLE_NAMES,
  ROLES,
} from './authorize-fixtures';
import type { Targets } from './rules';

type Case = {
  [A in Action]: [action: A, label: string, target: (role: Role) => Targets[A], expected: string];
}[Action];

const none = () => null;
const self = (role: Role) => ROLES[role].user;

/** A review started by memberOnTeam, reviewed by otherOrgAdmin (of B) and memberOnTeam; chiefOnTeam approves. */
const review = (project: typeof membersProject | typeof publicProject) => (role: Role) => ({
  project,
  onTeam: ROLES[role].team,
  createdBy: 'memberOnTeam',
  reviewerIds: ['otherOrgAdmin', 'memberOnTeam'],
  approverId: 'chiefOnTeam',
});

/** A published file of the public project in A, as each role sees it. */
const publicFile = (role: Role) => ({ project: publicProject, onTeam: ROLES[role].team, status: 'published' as const });

/** A markup on a published file, by `author` (memberOnTeam unless said). */
const markup =
  (
    project: typeof membersProject | typeof publicProject,
    visibility: 'private' | 'published',
    author = 'memberOnTeam',
  ) =>
  (role: Role) => ({
    project,
    onTeam: ROLES[role].team,
    status: 'published' as const,
    authorId: author,
    visibility,
  });

//                                                                         SA OA CT CO MT MO LT XA NO
const CASES: Case[] = [
  ['user.seeContact', 'a colleague in A', () => colleague, '1  1  1  1  1  1  1  0  0'],
  ['user.seeContact', 'themself', self, '1  1  1  1  1  1  1  1  1'],
  ['user.update', 'a colleague in A', () => colleague, '1  0  0  0  0  0  0  0  0'],
  ['user.update', 'themself', self, '1  1  1  1  1  1  1  1  1'],
  ['user.changePassword', 'a colleague in A', () => colleague, '1  0  0  0  0  0  0  0  0'],
  ['user.changePassword', 'themself', self, '1  1  1  1  1  1  1  1  1'],
  ['user.changePassword', 'an unknown e-mail', () => ({ id: null }), '1  0  0  0  0  0  0  0  0'],
  ['user.changeAccountType', 'a colleague in A', () => colleague, '1  1  0  0  0  0  0  0  0'],
  ['user.changeBookmarks', "memberOnTeam's own", () => ({ id: 'memberOnTeam' }), '0  0  0  0  1  0  0  0  0'],
  ['user.signInWithSso', "A's provider", () => orgA, '0  1  1  1  1  1  1  0  0'],
  ['organization.create', '', none, '1  0  0  0  0  0  0  0  1'],
  ['organization.read', 'approved A', () => orgA, '1  1  1  1  1  1  1  1  1'],
  ['organization.read', 'a pending request', () => pending, '1  0  0  0  0  0  0  0  1'],
  ['organization.seeMembers', 'A', () => orgA, '1  1  1  1  1  1  1  0  0'],
  ['organization.seeWaitlist', 'A', () => orgA, '1  1  0  0  0  0  0  0  0'],
  ['organization.seeRequester', 'A', () => orgA, '1  1  0  0  0  0  0  0  0'],
  ['organization.update', 'A', () => orgA, '1  1  0  0  0  0  0  0  0'],
  ['organization.approve', '', none, '1  0  0  0  0  0  0  0  0'],
  ['organization.delete', 'approved A', () => orgA, '1  1  0  0  0  0  0  0  0'],
  ['organization.delete', 'a pending request', () => pending, '1  0  0  0  0  0  0  0  1'],
  ['organization.manageMembers', 'A', () => orgA, '1  1  0  0  0  0  0  0  0'],
  ['organization.manageSso', 'A', () => orgA, '1  1  0  0  0  0  0  0  0'],
  ['organization.verifySsoDomain', 'A', () => orgA, '1  1  0  0  0  0  0  0  0'],
  ['organization.markSsoDomainVerified', 'A', () => orgA, '1  0  0  0  0  0  0  0  0'],
  ['organization.admit', 'an applicant to A', () => admit(applicant, ORG_A), '1  1  0  0  0  0  0  0  0'],
  ['organization.admit', 'one who did not apply', () => admit(applicant, null), '0  0  0  0  0  0  0  0  0'],
  ['organization.admit', 'one who applied to B', () => admit(applicant, ORG_B), '0  0  0  0  0  0  0  0  0'],
  ['organization.admit', 'a superadmin who applied', () => admit(otherSuperadmin, ORG_A), '0  0  0  0  0  0  0  0  0'],
  ['organization.admit', 'themself', (r) => admit(ROLES[r].user, null), '1  1  0  0  0  0  0  0  0'],
  ['project.list', '', none, '1  1  1  1  1  1  1  1  0'],
  ['project.create', '', none, '1  1  1  1  0  0  0  1  0'],
  ['project.chooseOrganization', '', none, '1  0  0  0  0  0  0  0  0'],
  ['project.read', 'members-only in A', onMembers, '1  1  1  0  1  0  1  0  0'],
  ['project.read', 'public in A', () => ({ project: publicProject, onTeam: false }), '1  1  1  1  1  1  1  1  1'],
  ['project.update', 'members-only in A', onMembers, '1  1  1  0  0  0  0  0  0'],
  ['project.delete', 'members-only in A', onMembers, '1  1  1  0  0  0  0  0  0'],
  ['project.manageTeam', 'members-only in A', onMembers, '1  1  1  0  0  0  0  0  0'],
  [
    'project.joinTeam',
    'a colleague, members-only in A',
    (r) => ({ ...onMembers(r), person: colleague }),
    '1  1  1  0  0  0  0  0  0',
  ],
  [
    'project.joinTeam',
    'someone of B, members-only in A',
    (r) => ({ ...onMembers(r), person: { organizationId: ORG_B } }),
    '0  0  0  0  0  0  0  0  0',
  ],
  ['project.share', 'members-only in A', onMembers, '1  1  1  0  0  0  0  0  0'],
  ['project.manageContent', 'members-only in A', onMembers, '1  1  1  0  1  0  1  0  0'],
  [
    'project.manageContent',
    'public in A',
    () => ({ project: publicProject, onTeam: false }),
    '1  1  0  0  0  0  0  0  0',
  ],
  [
    'file.read',
    'published, members-only in A',
    (r) => ({ ...onMembers(r), status: 'published' as const }),
    '1  1  1  0  1  0  1  0  0',
  ],
  [
    'file.read',
    'work in progress, members-only in A',
    (r) => ({ ...onMembers(r), status: 'wip' as const }),
    '1  1  1  0  1  0  1  0  0',
  ],
  [
    'file.read',
    'work in progress, public in A',
    (r) => ({ project: publicProject, onTeam: ROLES[r].team, status: 'wip' as const }),
    '1  1  1  0  1  0  1  0  0',
  ],
  [
    'file.read',
    'shared, public in A',
    (r) => ({ project: publicProject, onTeam: ROLES[r].team, status: 'shared' as const }),
    '1  1  1  1  1  1  1  1  1',
  ],
  [
    'file.readRevision',
    'a newer wip revision of a published file, public in A',
    (r) => ({ ...publicFile(r), revision: { released: false, seenCurrent: false, inCallersReview: false } }),
    '1  1  1  0  1  0  1  0  0',
  ],
  [
    'file.readRevision',
    'a published revision, public in A',
    (r) => ({ ...publicFile(r), revision: { released: true, seenCurrent: false, inCallersReview: false } }),
    '1  1  1  1  1  1  1  1  1',
  ],
  [
    'file.readRevision',
    'the one a shared file never published shows, public in A',
    (r) => ({
      ...publicFile(r),
      status: 'shared' as const,
      revision: { released: false, seenCurrent: true, inCallersReview: false },
    }),
    '1  1  1  1  1  1  1  1  1',
  ],
  [
    'file.readRevision',
    "a wip revision in otherOrgAdmin's and memberOnTeam's review, public in A",
    (r) => ({
      ...publicFile(r),
      revision: { released: false, seenCurrent: false, inCallersReview: ['otherOrgAdmin', 'memberOnTeam'].includes(r) },
    }),
    '1  1  1  0  1  0  1  1  0',
  ],
  [
    'file.readRevision',
    'a published revision, members-only in A',
    (r) => ({
      ...onMembers(r),
      status: 'published' as const,
      revision: { released: true, seenCurrent: false, inCallersReview: false },
    }),
    '1  1  1  0  1  0  1  0  0',
  ],
  ['review.create', 'members-only in A', onMembers, '1  1  1  0  1  0  1  0  0'],
  ['review.create', 'public in A', () => ({ project: publicProject, onTeam: false }), '1  1  0  0  0  0  0  0  0'],
  ['review.read', 'members-only in A', review(membersProject), '1  1  1  0  1  0  1  0  0'],
  ['review.read', 'public in A (B reviews)', review(publicProject), '1  1  1  0  1  0  1  1  0'],
  ['review.complete', 'members-only in A', review(membersProject), '0  0  0  0  1  0  0  0  0'],
  ['review.complete', 'public in A (B reviews)', review(publicProject), '0  0  0  0  1  0  0  1  0'],
  ['review.decide', 'members-only in A', review(membersProject), '0  0  1  0  0  0  0  0  0'],
  ['review.cancel', 'members-only in A', review(membersProject), '1  1  1  0  1  0  0  0  0'],
  ['review.cancel', 'public in A', review(publicProject), '1  1  1  0  1  0  0  0  0'],
  [
    'markup.create',
    'published, members-only in A',
    (r) => ({ ...onMembers(r), status: 'published' as const }),
    '1  1  1  0  1  0  1  0  0',
  ],
  [
    'markup.create',
    'shared, public in A',
    (r) => ({ project: publicProject, onTeam: ROLES[r].team, status: 'shared' as const }),
    '1  1  1  1  1  1  1  1  1',
  ],
  ['markup.read', 'published, members-only in A', markup(membersProject, 'published'), '1  1  1  0  1  0  1  0  0'],
  ['markup.read', 'private, members-only in A', markup(membersProject, 'private'), '0  0  0  0  1  0  0  0  0'],
  ['markup.read', 'published, public in A', markup(publicProject, 'published'), '1  1  1  1  1  1  1  1  1'],
  [
    'markup.read',
    "B's private, public in A",
    markup(publicProject, 'private', 'otherOrgAdmin'),
    '0  0  0  0  0  0  0  1  0',
  ],
  ['markup.update', 'published, members-only in A', markup(membersProject, 'published'), '0  0  0  0  1  0  0  0  0'],
  ['markup.update', 'private, members-only in A', markup(membersProject, 'private'), '0  0  0  0  1  0  0  0  0'],
  ['markup.resolve', 'published, members-only in A', markup(membersProject, 'published'), '1  1  1  0  1  0  1  0  0'],
  ['markup.resolve', 'private, members-only in A', markup(membersProject, 'private'), '0  0  0  0  1  0  0  0  0'],
  ['markup.reply', 'published, public in A', markup(publicProject, 'published'), '1  1  1  1  1  1  1  1  1'],
  ['markup.reply', 'private, members-only in A', markup(membersProject, 'private'), '0  0  0  0  1  0  0  0  0'],
  ['markup.delete', 'published, members-only in A', markup(membersProject, 'published'), '1  1  0  0  1  0  0  0  0'],
  ['markup.delete', 'private, members-only in A', markup(membersProject, 'private'), '0  0  0  0  1  0  0  0  0'],
  [
    'markup.delete',
    "B's published, public in A",
    markup(publicProject, 'published', 'otherOrgAdmin'),
    '1  1  0  0  0  0  0  1  0',
  ],
  ['markup.restore', 'published, members-only in A', markup(membersProject, 'published'), '1  1  0  0  1  0  0  0  0'],
  ['markup.restore', 'private, members-only in A', markup(membersProject, 'private'), '0  0  0  0  1  0  0  0  0'],
  [
    'markup.restore',
    "B's published, public in A",
    markup(publicProject, 'published', 'otherOrgAdmin'),
    '1  1  0  0  0  0  0  1  0',
  ],
  ['feature.full', '', none, '1  1  1  1  1  1  0  1  1'],
  ['import.run', '', none, '1  1  1  1  1  1  0  1  0'],
  ['audit.read', '', none, '1  1  0  0  0  0  0  1  0'],
  ['system.metrics', '', none, '1  0  0  0  0  0  0  0  0'],
  [
    'upload.use',
    "memberOnTeam's unclaimed upload",
    () => ({ uploadedBy: 'memberOnTeam', claimedAt: null }),
    '1  0  0  0  1  0  0  0  0',
  ],
  [
    'upload.use',
    "memberOnTeam's upload a file claimed",
    () => ({ uploadedBy: 'memberOnTeam', claimedAt: new Date(0) }),
    '0  0  0  0  0  0  0  0  0',
  ],
];

describe('authorize: every action against every role', () => {
  it('has a case for every action', () => {
    const covered = new Set(CASES.map(([action]) => action));
    expect(ACTIONS.filter((a) => !covered.has(a))).toEqual([]);
  });

  for (const [action, label, target, expected] of CASES) {
    it(`${action} ${label}`.trim(), () => {
      // The table mixes actions, so TypeScript cannot pair each one with its target type here; CASES did.
      const ask = can as (caller: UserRow, action: Action, ...target: unknown[]) => boolean;
      const answers = ROLE_NAMES.map((role) => {
        const value = target(role);
        return ask(ROLES[role].user, action, ...(value === null ? [] : [value])) ? '1' : '0';
      });
      expect(answers.join('  ')).toBe(expected);
    });
  }
});
