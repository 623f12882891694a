import { Grid, Stack } from '@mantine/core';
import type { ProjectDetail } from '../../../entities/project/types';
import { AboutCard } from './overview/about-card';
import { ActivitySummaryCard } from './overview/activity-summary-card';
import { FactsCard } from './overview/facts-card';
import { RelatedProjects } from './overview/related-projects';
import { TeamCard } from './overview/team-card';

/** The oversikt tab: description, completion and activities, facts, team and related projects. */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  return (
    <Stack gap="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <AboutCard project={project} />
            <ActivitySummaryCard project={project} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <FactsCard project={project} />
            <TeamCard project={project} />
          </Stack>
        </Grid.Col>
      </Grid>
      <RelatedProjects projectId={project._id} type={project.type} />
    </Stack>
  );
}
