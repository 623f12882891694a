/** A review's audit event, named by the review and filed under its project and organization. */
import type { AuditFact } from '../../audit/record';
import type { ProjectRow, ReviewRow } from '../../db/schema';

export function reviewFact(
  action: 'review.start' | 'review.complete' | 'review.decide' | 'review.cancel',
  review: Pick<ReviewRow, 'id' | 'name'>,
  project: Pick<ProjectRow, 'id' | 'organizationId'>,
): AuditFact {
  return {
    action,
    entityType: 'review',
    entityId: review.id,
    entityName: review.name,
    projectId: project.id,
    organizationId: project.organizationId,
  };
}
