import { leaders, type Leader, type LeaderDesignation } from '@/features/team/team';

/** The designation, in src/features/team/team.ts, of the person who leads the desk. */
const deskLeadDesignation: LeaderDesignation = 'japanDeskDirector';

/**
 * The desk's named contact: the leader whose designation is the desk's director, read from the
 * team so that the two pages always name the same person. Apart from `japan-desk.ts`, which the
 * site's registry loads on every page: only the desk page reads the team's data.
 */
export function japanDeskLead(): Leader {
  const lead = leaders.find((leader) => leader.designation === deskLeadDesignation);
  if (!lead) throw new Error(`No leader in team.ts has the designation ${deskLeadDesignation}`);
  return lead;
}
