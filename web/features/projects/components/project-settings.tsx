import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProjectDetail } from '../../../entities/project/types';
import { ArchiveCard } from './settings/archive-card';
import { DeleteCard } from './settings/delete-card';
import { SettingsForm } from './settings/settings-form';

/**
 * The installningar tab: the settings form, then archiving, the project's audit log and deleting, for those who may.
 * The page hands the audit log in (features/audit), as a feature never imports another.
 */
export function ProjectSettings({ project, auditLog }: { project: ProjectDetail; auditLog: ReactNode }) {
  return (
    <Stack gap="xl">
      <SettingsForm project={project} />
      {project.abilities.update ? <ArchiveCard project={project} /> : null}
      {project.abilities.readAudit ? auditLog : null}
      {project.abilities.delete ? <DeleteCard project={project} /> : null}
    </Stack>
  );
}
