import { Stack } from '@mantine/core';
import { AuditLog } from '../../audit';
import { fullName } from '../../../lib/user-display';
import type { ProjectDetail } from '../api/types';
import { ArchiveCard } from './settings/archive-card';
import { DeleteCard } from './settings/delete-card';
import { SettingsForm } from './settings/settings-form';

/** The installningar tab: the settings form, then archiving, the project's audit log and deleting, for those who may. */
export function ProjectSettings({ project }: { project: ProjectDetail }) {
  return (
    <Stack gap="xl">
      <SettingsForm project={project} />
      {project.abilities.update ? <ArchiveCard project={project} /> : null}
      {project.abilities.readAudit ? (
        <AuditLog
          scope={{ project: project._id }}
          people={project.team.map((person) => ({ _id: person._id, name: fullName(person) }))}
        />
      ) : null}
      {project.abilities.delete ? <DeleteCard project={project} /> : null}
    </Stack>
  );
}
