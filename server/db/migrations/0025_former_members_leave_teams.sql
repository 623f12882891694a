-- Leaving an organization, or being removed from it, now ends the person's team memberships in its projects
-- (commands/manage-members.ts). Before, their project_team rows stayed and kept members-only projects on their
-- dashboard. Only people of a project's organization are on its team, so every row that breaks that is one
-- left behind: removed here, once.
DELETE FROM project_team t
  USING projects p, users u
  WHERE p.id = t.project_id
    AND u.id = t.user_id
    AND u.organization_id IS DISTINCT FROM p.organization_id;
