import type { ComponentType } from 'react';
import type { AuditLogProps } from '../../../entities/audit';

/**
 * Other features' screens the organization page shows (its log tab, its projects tab, the superadmin's log): the
 * page (web/pages/my-organization-page.tsx) hands them in, as a feature never imports another.
 */
export interface OrganizationParts {
  AuditLog: ComponentType<AuditLogProps>;
  OrganizationProjects: ComponentType<{ organizationId: string }>;
}
