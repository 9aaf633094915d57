import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/git-and-github';

/**
 * Git and GitHub Roadmap: saving your work's history with Git, then sharing and collaborating on GitHub. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/git-and-github.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO11',
  slug: 'git-and-github',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'first-steps-with-git',
      title: text.stagesFirstStepsWithGitTitle,
      goal: text.stagesFirstStepsWithGitGoal,
      topics: [
        {
          id: 'why-version-control',
          title: text.stagesFirstStepsWithGitTopicsWhyVersionControlTitle,
          text: text.stagesFirstStepsWithGitTopicsWhyVersionControlText,
        },
        {
          id: 'install-and-configure',
          title: text.stagesFirstStepsWithGitTopicsInstallAndConfigureTitle,
          text: text.stagesFirstStepsWithGitTopicsInstallAndConfigureText,
        },
        {
          id: 'three-areas',
          title: text.stagesFirstStepsWithGitTopicsThreeAreasTitle,
          text: text.stagesFirstStepsWithGitTopicsThreeAreasText,
        },
        {
          id: 'good-commits',
          title: text.stagesFirstStepsWithGitTopicsGoodCommitsTitle,
          text: text.stagesFirstStepsWithGitTopicsGoodCommitsText,
        },
        {
          id: 'gitignore',
          title: text.stagesFirstStepsWithGitTopicsGitignoreTitle,
          text: text.stagesFirstStepsWithGitTopicsGitignoreText,
        },
      ],
      project: text.stagesFirstStepsWithGitProject,
      weeks: 1,
      resources: [resource.git, resource.theMissingSemesterMit],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'history-and-undo',
      title: text.stagesHistoryAndUndoTitle,
      goal: text.stagesHistoryAndUndoGoal,
      topics: [
        {
          id: 'log-and-show',
          title: text.stagesHistoryAndUndoTopicsLogAndShowTitle,
          text: text.stagesHistoryAndUndoTopicsLogAndShowText,
        },
        {
          id: 'diff',
          title: text.stagesHistoryAndUndoTopicsDiffTitle,
          text: text.stagesHistoryAndUndoTopicsDiffText,
        },
        {
          id: 'restore-and-amend',
          title: text.stagesHistoryAndUndoTopicsRestoreAndAmendTitle,
          text: text.stagesHistoryAndUndoTopicsRestoreAndAmendText,
        },
        {
          id: 'revert-and-reset',
          title: text.stagesHistoryAndUndoTopicsRevertAndResetTitle,
          text: text.stagesHistoryAndUndoTopicsRevertAndResetText,
        },
      ],
      project: text.stagesHistoryAndUndoProject,
      weeks: 1,
      resources: [resource.git, resource.atlassianGitTutorials],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'branches-and-merging',
      title: text.stagesBranchesAndMergingTitle,
      goal: text.stagesBranchesAndMergingGoal,
      topics: [
        {
          id: 'branches',
          title: text.stagesBranchesAndMergingTopicsBranchesTitle,
          text: text.stagesBranchesAndMergingTopicsBranchesText,
        },
        {
          id: 'merging',
          title: text.stagesBranchesAndMergingTopicsMergingTitle,
          text: text.stagesBranchesAndMergingTopicsMergingText,
        },
        {
          id: 'conflicts',
          title: text.stagesBranchesAndMergingTopicsConflictsTitle,
          text: text.stagesBranchesAndMergingTopicsConflictsText,
        },
        {
          id: 'rebase-basics',
          title: text.stagesBranchesAndMergingTopicsRebaseBasicsTitle,
          text: text.stagesBranchesAndMergingTopicsRebaseBasicsText,
        },
      ],
      project: text.stagesBranchesAndMergingProject,
      weeks: 2,
      resources: [resource.learnGitBranching, resource.git],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'github-and-remotes',
      title: text.stagesGithubAndRemotesTitle,
      goal: text.stagesGithubAndRemotesGoal,
      topics: [
        {
          id: 'account-and-ssh',
          title: text.stagesGithubAndRemotesTopicsAccountAndSshTitle,
          text: text.stagesGithubAndRemotesTopicsAccountAndSshText,
        },
        {
          id: 'remotes',
          title: text.stagesGithubAndRemotesTopicsRemotesTitle,
          text: text.stagesGithubAndRemotesTopicsRemotesText,
        },
        {
          id: 'readme-and-license',
          title: text.stagesGithubAndRemotesTopicsReadmeAndLicenseTitle,
          text: text.stagesGithubAndRemotesTopicsReadmeAndLicenseText,
        },
        {
          id: 'profile-and-portfolio',
          title: text.stagesGithubAndRemotesTopicsProfileAndPortfolioTitle,
          text: text.stagesGithubAndRemotesTopicsProfileAndPortfolioText,
        },
      ],
      project: text.stagesGithubAndRemotesProject,
      weeks: 1,
      resources: [resource.githubDocs, resource.githubSkills],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'collaborating',
      title: text.stagesCollaboratingTitle,
      goal: text.stagesCollaboratingGoal,
      topics: [
        {
          id: 'issues',
          title: text.stagesCollaboratingTopicsIssuesTitle,
          text: text.stagesCollaboratingTopicsIssuesText,
        },
        {
          id: 'pull-requests',
          title: text.stagesCollaboratingTopicsPullRequestsTitle,
          text: text.stagesCollaboratingTopicsPullRequestsText,
        },
        {
          id: 'code-review',
          title: text.stagesCollaboratingTopicsCodeReviewTitle,
          text: text.stagesCollaboratingTopicsCodeReviewText,
        },
        {
          id: 'forks-and-open-source',
          title: text.stagesCollaboratingTopicsForksAndOpenSourceTitle,
          text: text.stagesCollaboratingTopicsForksAndOpenSourceText,
        },
        {
          id: 'team-workflows',
          title: text.stagesCollaboratingTopicsTeamWorkflowsTitle,
          text: text.stagesCollaboratingTopicsTeamWorkflowsText,
        },
      ],
      project: text.stagesCollaboratingProject,
      weeks: 2,
      resources: [resource.githubDocs, resource.githubSkills, { name: 'Open Source Guides', url: 'https://opensource.guide/', kind: 'docs' }],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'advanced-git',
      title: text.stagesAdvancedGitTitle,
      goal: text.stagesAdvancedGitGoal,
      topics: [
        {
          id: 'stash',
          title: text.stagesAdvancedGitTopicsStashTitle,
          text: text.stagesAdvancedGitTopicsStashText,
        },
        {
          id: 'interactive-rebase',
          title: text.stagesAdvancedGitTopicsInteractiveRebaseTitle,
          text: text.stagesAdvancedGitTopicsInteractiveRebaseText,
        },
        {
          id: 'cherry-pick',
          title: text.stagesAdvancedGitTopicsCherryPickTitle,
          text: text.stagesAdvancedGitTopicsCherryPickText,
        },
        {
          id: 'reflog-and-bisect',
          title: text.stagesAdvancedGitTopicsReflogAndBisectTitle,
          text: text.stagesAdvancedGitTopicsReflogAndBisectText,
        },
        {
          id: 'tags-and-releases',
          title: text.stagesAdvancedGitTopicsTagsAndReleasesTitle,
          text: text.stagesAdvancedGitTopicsTagsAndReleasesText,
        },
        {
          id: 'hooks',
          title: text.stagesAdvancedGitTopicsHooksTitle,
          text: text.stagesAdvancedGitTopicsHooksText,
        },
      ],
      project: text.stagesAdvancedGitProject,
      weeks: 2,
      resources: [resource.git, resource.learnGitBranching, resource.atlassianGitTutorials],
      curriculum: [],
    },
    {
      id: 'github-automation',
      title: text.stagesGithubAutomationTitle,
      goal: text.stagesGithubAutomationGoal,
      topics: [
        {
          id: 'github-actions',
          title: text.stagesGithubAutomationTopicsGithubActionsTitle,
          text: text.stagesGithubAutomationTopicsGithubActionsText,
        },
        {
          id: 'github-pages',
          title: text.stagesGithubAutomationTopicsGithubPagesTitle,
          text: text.stagesGithubAutomationTopicsGithubPagesText,
        },
        {
          id: 'github-projects',
          title: text.stagesGithubAutomationTopicsGithubProjectsTitle,
          text: text.stagesGithubAutomationTopicsGithubProjectsText,
        },
        {
          id: 'repository-security',
          title: text.stagesGithubAutomationTopicsRepositorySecurityTitle,
          text: text.stagesGithubAutomationTopicsRepositorySecurityText,
        },
        {
          id: 'github-cli',
          title: text.stagesGithubAutomationTopicsGithubCliTitle,
          text: text.stagesGithubAutomationTopicsGithubCliText,
        },
      ],
      project: text.stagesGithubAutomationProject,
      weeks: 2,
      resources: [resource.githubDocs, resource.githubSkills],
      curriculum: [],
    },
  ],
};

export default plan;
