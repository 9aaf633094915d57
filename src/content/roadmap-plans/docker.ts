import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/docker';

/**
 * Docker Roadmap: containers, images, Dockerfiles, volumes, networks, Compose, security and deployment. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/docker.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO17',
  slug: 'docker',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'containers-intro',
      title: text.stagesContainersIntroTitle,
      goal: text.stagesContainersIntroGoal,
      topics: [
        {
          id: 'linux-basics',
          title: text.stagesContainersIntroTopicsLinuxBasicsTitle,
          text: text.stagesContainersIntroTopicsLinuxBasicsText,
        },
        {
          id: 'why-containers',
          title: text.stagesContainersIntroTopicsWhyContainersTitle,
          text: text.stagesContainersIntroTopicsWhyContainersText,
        },
        {
          id: 'containers-and-vms',
          title: text.stagesContainersIntroTopicsContainersAndVmsTitle,
          text: text.stagesContainersIntroTopicsContainersAndVmsText,
        },
        {
          id: 'namespaces-and-cgroups',
          title: text.stagesContainersIntroTopicsNamespacesAndCgroupsTitle,
          text: text.stagesContainersIntroTopicsNamespacesAndCgroupsText,
        },
        {
          id: 'installing-docker',
          title: text.stagesContainersIntroTopicsInstallingDockerTitle,
          text: text.stagesContainersIntroTopicsInstallingDockerText,
        },
        {
          id: 'open-standards',
          title: text.stagesContainersIntroTopicsOpenStandardsTitle,
          text: text.stagesContainersIntroTopicsOpenStandardsText,
        },
      ],
      project: text.stagesContainersIntroProject,
      weeks: 3,
      resources: [
        resource.dockerDocs,
        { name: 'The Linux Command Line', url: 'https://linuxcommand.org/', kind: 'course' },
        resource.theMissingSemesterMit,
        { name: 'Open Container Initiative', url: 'https://opencontainers.org/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'docker-basics',
      title: text.stagesDockerBasicsTitle,
      goal: text.stagesDockerBasicsGoal,
      topics: [
        {
          id: 'images-and-containers',
          title: text.stagesDockerBasicsTopicsImagesAndContainersTitle,
          text: text.stagesDockerBasicsTopicsImagesAndContainersText,
        },
        {
          id: 'docker-run',
          title: text.stagesDockerBasicsTopicsDockerRunTitle,
          text: text.stagesDockerBasicsTopicsDockerRunText,
        },
        {
          id: 'docker-cli',
          title: text.stagesDockerBasicsTopicsDockerCliTitle,
          text: text.stagesDockerBasicsTopicsDockerCliText,
        },
        {
          id: 'ready-made-images',
          title: text.stagesDockerBasicsTopicsReadyMadeImagesTitle,
          text: text.stagesDockerBasicsTopicsReadyMadeImagesText,
        },
        {
          id: 'publishing-ports',
          title: text.stagesDockerBasicsTopicsPublishingPortsTitle,
          text: text.stagesDockerBasicsTopicsPublishingPortsText,
        },
      ],
      project: text.stagesDockerBasicsProject,
      weeks: 3,
      resources: [resource.dockerDocs, resource.dockerHub, { name: 'Play with Docker', url: 'https://labs.play-with-docker.com/', kind: 'tool' }],
      curriculum: [],
    },
    {
      id: 'keeping-data',
      title: text.stagesKeepingDataTitle,
      goal: text.stagesKeepingDataGoal,
      topics: [
        {
          id: 'container-file-system',
          title: text.stagesKeepingDataTopicsContainerFileSystemTitle,
          text: text.stagesKeepingDataTopicsContainerFileSystemText,
        },
        {
          id: 'volumes',
          title: text.stagesKeepingDataTopicsVolumesTitle,
          text: text.stagesKeepingDataTopicsVolumesText,
        },
        {
          id: 'bind-mounts',
          title: text.stagesKeepingDataTopicsBindMountsTitle,
          text: text.stagesKeepingDataTopicsBindMountsText,
        },
        {
          id: 'backup-and-restore',
          title: text.stagesKeepingDataTopicsBackupAndRestoreTitle,
          text: text.stagesKeepingDataTopicsBackupAndRestoreText,
        },
      ],
      project: text.stagesKeepingDataProject,
      weeks: 2,
      resources: [resource.dockerDocs, resource.postgresqlDocumentation],
      curriculum: [],
    },
    {
      id: 'building-images',
      title: text.stagesBuildingImagesTitle,
      goal: text.stagesBuildingImagesGoal,
      topics: [
        {
          id: 'writing-a-dockerfile',
          title: text.stagesBuildingImagesTopicsWritingADockerfileTitle,
          text: text.stagesBuildingImagesTopicsWritingADockerfileText,
        },
        {
          id: 'layers-and-cache',
          title: text.stagesBuildingImagesTopicsLayersAndCacheTitle,
          text: text.stagesBuildingImagesTopicsLayersAndCacheText,
        },
        {
          id: 'multi-stage-builds',
          title: text.stagesBuildingImagesTopicsMultiStageBuildsTitle,
          text: text.stagesBuildingImagesTopicsMultiStageBuildsText,
        },
        {
          id: 'small-images',
          title: text.stagesBuildingImagesTopicsSmallImagesTitle,
          text: text.stagesBuildingImagesTopicsSmallImagesText,
        },
        {
          id: 'tags-and-versions',
          title: text.stagesBuildingImagesTopicsTagsAndVersionsTitle,
          text: text.stagesBuildingImagesTopicsTagsAndVersionsText,
        },
        {
          id: 'runtime-configuration',
          title: text.stagesBuildingImagesTopicsRuntimeConfigurationTitle,
          text: text.stagesBuildingImagesTopicsRuntimeConfigurationText,
        },
      ],
      project: text.stagesBuildingImagesProject,
      weeks: 4,
      resources: [resource.dockerDocs, resource.dockerHub],
      curriculum: [],
    },
    {
      id: 'networks-and-compose',
      title: text.stagesNetworksAndComposeTitle,
      goal: text.stagesNetworksAndComposeGoal,
      topics: [
        {
          id: 'docker-networks',
          title: text.stagesNetworksAndComposeTopicsDockerNetworksTitle,
          text: text.stagesNetworksAndComposeTopicsDockerNetworksText,
        },
        {
          id: 'names-not-addresses',
          title: text.stagesNetworksAndComposeTopicsNamesNotAddressesTitle,
          text: text.stagesNetworksAndComposeTopicsNamesNotAddressesText,
        },
        {
          id: 'compose-files',
          title: text.stagesNetworksAndComposeTopicsComposeFilesTitle,
          text: text.stagesNetworksAndComposeTopicsComposeFilesText,
        },
        {
          id: 'environment-and-secrets',
          title: text.stagesNetworksAndComposeTopicsEnvironmentAndSecretsTitle,
          text: text.stagesNetworksAndComposeTopicsEnvironmentAndSecretsText,
        },
        {
          id: 'health-checks',
          title: text.stagesNetworksAndComposeTopicsHealthChecksTitle,
          text: text.stagesNetworksAndComposeTopicsHealthChecksText,
        },
      ],
      project: text.stagesNetworksAndComposeProject,
      weeks: 4,
      resources: [resource.dockerDocs, { name: 'Compose Specification', url: 'https://compose-spec.io/', kind: 'docs' }],
      curriculum: [],
    },
    {
      id: 'registries-and-security',
      title: text.stagesRegistriesAndSecurityTitle,
      goal: text.stagesRegistriesAndSecurityGoal,
      topics: [
        {
          id: 'container-registries',
          title: text.stagesRegistriesAndSecurityTopicsContainerRegistriesTitle,
          text: text.stagesRegistriesAndSecurityTopicsContainerRegistriesText,
        },
        {
          id: 'trusted-base-images',
          title: text.stagesRegistriesAndSecurityTopicsTrustedBaseImagesTitle,
          text: text.stagesRegistriesAndSecurityTopicsTrustedBaseImagesText,
        },
        {
          id: 'vulnerability-scanning',
          title: text.stagesRegistriesAndSecurityTopicsVulnerabilityScanningTitle,
          text: text.stagesRegistriesAndSecurityTopicsVulnerabilityScanningText,
        },
        {
          id: 'least-privilege',
          title: text.stagesRegistriesAndSecurityTopicsLeastPrivilegeTitle,
          text: text.stagesRegistriesAndSecurityTopicsLeastPrivilegeText,
        },
        {
          id: 'resource-limits',
          title: text.stagesRegistriesAndSecurityTopicsResourceLimitsTitle,
          text: text.stagesRegistriesAndSecurityTopicsResourceLimitsText,
        },
        {
          id: 'keeping-secrets-out',
          title: text.stagesRegistriesAndSecurityTopicsKeepingSecretsOutTitle,
          text: text.stagesRegistriesAndSecurityTopicsKeepingSecretsOutText,
        },
      ],
      project: text.stagesRegistriesAndSecurityProject,
      weeks: 3,
      resources: [resource.dockerDocs, resource.dockerHub, resource.owasp, resource.githubDocs],
      curriculum: [],
    },
    {
      id: 'docker-for-developers',
      title: text.stagesDockerForDevelopersTitle,
      goal: text.stagesDockerForDevelopersGoal,
      topics: [
        {
          id: 'live-reloading',
          title: text.stagesDockerForDevelopersTopicsLiveReloadingTitle,
          text: text.stagesDockerForDevelopersTopicsLiveReloadingText,
        },
        {
          id: 'debugging-containers',
          title: text.stagesDockerForDevelopersTopicsDebuggingContainersTitle,
          text: text.stagesDockerForDevelopersTopicsDebuggingContainersText,
        },
        {
          id: 'tests-in-containers',
          title: text.stagesDockerForDevelopersTopicsTestsInContainersTitle,
          text: text.stagesDockerForDevelopersTopicsTestsInContainersText,
        },
        {
          id: 'dev-containers',
          title: text.stagesDockerForDevelopersTopicsDevContainersTitle,
          text: text.stagesDockerForDevelopersTopicsDevContainersText,
        },
        {
          id: 'continuous-integration',
          title: text.stagesDockerForDevelopersTopicsContinuousIntegrationTitle,
          text: text.stagesDockerForDevelopersTopicsContinuousIntegrationText,
        },
      ],
      project: text.stagesDockerForDevelopersProject,
      weeks: 3,
      resources: [resource.dockerDocs, resource.githubDocs, { name: 'Visual Studio Code docs', url: 'https://code.visualstudio.com/docs', kind: 'docs' }],
      curriculum: [],
    },
    {
      id: 'deploying-containers',
      title: text.stagesDeployingContainersTitle,
      goal: text.stagesDeployingContainersGoal,
      topics: [
        {
          id: 'one-server',
          title: text.stagesDeployingContainersTopicsOneServerTitle,
          text: text.stagesDeployingContainersTopicsOneServerText,
        },
        {
          id: 'platform-services',
          title: text.stagesDeployingContainersTopicsPlatformServicesTitle,
          text: text.stagesDeployingContainersTopicsPlatformServicesText,
        },
        {
          id: 'logs-and-monitoring',
          title: text.stagesDeployingContainersTopicsLogsAndMonitoringTitle,
          text: text.stagesDeployingContainersTopicsLogsAndMonitoringText,
        },
        {
          id: 'updates-and-rollback',
          title: text.stagesDeployingContainersTopicsUpdatesAndRollbackTitle,
          text: text.stagesDeployingContainersTopicsUpdatesAndRollbackText,
        },
        {
          id: 'swarm-and-kubernetes',
          title: text.stagesDeployingContainersTopicsSwarmAndKubernetesTitle,
          text: text.stagesDeployingContainersTopicsSwarmAndKubernetesText,
        },
      ],
      project: text.stagesDeployingContainersProject,
      weeks: 4,
      resources: [
        resource.dockerDocs,
        resource.kubernetes,
        { name: 'Caddy (automatic HTTPS)', url: 'https://caddyserver.com/', kind: 'tool' },
        resource.roadmapSh,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
