import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/devops';

/**
 * DevOps Roadmap: Linux, scripting, Git, networking, web servers, containers, CI/CD, cloud and infrastructure as code, monitoring and Kubernetes. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/devops.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO4',
  slug: 'devops',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'linux-and-the-terminal',
      title: text.stagesLinuxAndTheTerminalTitle,
      goal: text.stagesLinuxAndTheTerminalGoal,
      topics: [
        {
          id: 'operating-system-concepts',
          title: text.stagesLinuxAndTheTerminalTopicsOperatingSystemConceptsTitle,
          text: text.stagesLinuxAndTheTerminalTopicsOperatingSystemConceptsText,
        },
        {
          id: 'terminal-commands',
          title: text.stagesLinuxAndTheTerminalTopicsTerminalCommandsTitle,
          text: text.stagesLinuxAndTheTerminalTopicsTerminalCommandsText,
        },
        {
          id: 'users-and-permissions',
          title: text.stagesLinuxAndTheTerminalTopicsUsersAndPermissionsTitle,
          text: text.stagesLinuxAndTheTerminalTopicsUsersAndPermissionsText,
        },
        {
          id: 'packages-and-services',
          title: text.stagesLinuxAndTheTerminalTopicsPackagesAndServicesTitle,
          text: text.stagesLinuxAndTheTerminalTopicsPackagesAndServicesText,
        },
        {
          id: 'resources-and-processes',
          title: text.stagesLinuxAndTheTerminalTopicsResourcesAndProcessesTitle,
          text: text.stagesLinuxAndTheTerminalTopicsResourcesAndProcessesText,
        },
      ],
      project: text.stagesLinuxAndTheTerminalProject,
      weeks: 5,
      resources: [
        { name: 'Linux Journey', url: 'https://linuxjourney.com/', kind: 'course' },
        resource.theMissingSemesterMit,
        { name: 'Ubuntu tutorials', url: 'https://ubuntu.com/tutorials', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'scripting',
      title: text.stagesScriptingTitle,
      goal: text.stagesScriptingGoal,
      topics: [
        {
          id: 'bash-scripts',
          title: text.stagesScriptingTopicsBashScriptsTitle,
          text: text.stagesScriptingTopicsBashScriptsText,
        },
        {
          id: 'python-for-automation',
          title: text.stagesScriptingTopicsPythonForAutomationTitle,
          text: text.stagesScriptingTopicsPythonForAutomationText,
        },
        {
          id: 'scheduling',
          title: text.stagesScriptingTopicsSchedulingTitle,
          text: text.stagesScriptingTopicsSchedulingText,
        },
        {
          id: 'text-processing',
          title: text.stagesScriptingTopicsTextProcessingTitle,
          text: text.stagesScriptingTopicsTextProcessingText,
        },
      ],
      project: text.stagesScriptingProject,
      weeks: 4,
      resources: [resource.theMissingSemesterMit, { name: 'ShellCheck', url: 'https://www.shellcheck.net/', kind: 'tool' }, resource.pythonDocumentation],
      curriculum: [],
    },
    {
      id: 'git',
      title: text.stagesGitTitle,
      goal: text.stagesGitGoal,
      topics: [
        {
          id: 'git-basics',
          title: text.stagesGitTopicsGitBasicsTitle,
          text: text.stagesGitTopicsGitBasicsText,
        },
        {
          id: 'remote-collaboration',
          title: text.stagesGitTopicsRemoteCollaborationTitle,
          text: text.stagesGitTopicsRemoteCollaborationText,
        },
        {
          id: 'recovering',
          title: text.stagesGitTopicsRecoveringTitle,
          text: text.stagesGitTopicsRecoveringText,
        },
      ],
      project: text.stagesGitProject,
      weeks: 2,
      resources: [resource.git, resource.githubDocs],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'networking',
      title: text.stagesNetworkingTitle,
      goal: text.stagesNetworkingGoal,
      topics: [
        {
          id: 'ip-and-ports',
          title: text.stagesNetworkingTopicsIpAndPortsTitle,
          text: text.stagesNetworkingTopicsIpAndPortsText,
        },
        {
          id: 'dns',
          title: text.stagesNetworkingTopicsDnsTitle,
          text: text.stagesNetworkingTopicsDnsText,
        },
        {
          id: 'http-tls-ssh',
          title: text.stagesNetworkingTopicsHttpTlsSshTitle,
          text: text.stagesNetworkingTopicsHttpTlsSshText,
        },
        {
          id: 'firewalls-and-diagnosis',
          title: text.stagesNetworkingTopicsFirewallsAndDiagnosisTitle,
          text: text.stagesNetworkingTopicsFirewallsAndDiagnosisText,
        },
      ],
      project: text.stagesNetworkingProject,
      weeks: 3,
      resources: [{ name: 'Cloudflare Learning Center', url: 'https://www.cloudflare.com/learning/', kind: 'course' }, resource.mdnWebDocs],
      curriculum: [curriculum.rtbNetworkingFundamentalsL4, curriculum.rebComputerNetworks],
    },
    {
      id: 'web-servers',
      title: text.stagesWebServersTitle,
      goal: text.stagesWebServersGoal,
      topics: [
        {
          id: 'nginx-basics',
          title: text.stagesWebServersTopicsNginxBasicsTitle,
          text: text.stagesWebServersTopicsNginxBasicsText,
        },
        {
          id: 'https-certificates',
          title: text.stagesWebServersTopicsHttpsCertificatesTitle,
          text: text.stagesWebServersTopicsHttpsCertificatesText,
        },
        {
          id: 'reverse-proxy',
          title: text.stagesWebServersTopicsReverseProxyTitle,
          text: text.stagesWebServersTopicsReverseProxyText,
        },
        {
          id: 'server-hardening',
          title: text.stagesWebServersTopicsServerHardeningTitle,
          text: text.stagesWebServersTopicsServerHardeningText,
        },
      ],
      project: text.stagesWebServersProject,
      weeks: 3,
      resources: [resource.nginx, { name: 'Let’s Encrypt', url: 'https://letsencrypt.org/', kind: 'tool' }],
      curriculum: [],
    },
    {
      id: 'containers',
      title: text.stagesContainersTitle,
      goal: text.stagesContainersGoal,
      topics: [
        {
          id: 'containers-vs-vms',
          title: text.stagesContainersTopicsContainersVsVmsTitle,
          text: text.stagesContainersTopicsContainersVsVmsText,
        },
        {
          id: 'dockerfiles',
          title: text.stagesContainersTopicsDockerfilesTitle,
          text: text.stagesContainersTopicsDockerfilesText,
        },
        {
          id: 'volumes-and-networks',
          title: text.stagesContainersTopicsVolumesAndNetworksTitle,
          text: text.stagesContainersTopicsVolumesAndNetworksText,
        },
        {
          id: 'compose-and-registries',
          title: text.stagesContainersTopicsComposeAndRegistriesTitle,
          text: text.stagesContainersTopicsComposeAndRegistriesText,
        },
      ],
      project: text.stagesContainersProject,
      weeks: 4,
      resources: [resource.dockerDocs],
      curriculum: [],
    },
    {
      id: 'ci-cd',
      title: text.stagesCiCdTitle,
      goal: text.stagesCiCdGoal,
      topics: [
        {
          id: 'continuous-integration',
          title: text.stagesCiCdTopicsContinuousIntegrationTitle,
          text: text.stagesCiCdTopicsContinuousIntegrationText,
        },
        {
          id: 'build-and-release',
          title: text.stagesCiCdTopicsBuildAndReleaseTitle,
          text: text.stagesCiCdTopicsBuildAndReleaseText,
        },
        {
          id: 'continuous-deployment',
          title: text.stagesCiCdTopicsContinuousDeploymentTitle,
          text: text.stagesCiCdTopicsContinuousDeploymentText,
        },
        {
          id: 'secrets',
          title: text.stagesCiCdTopicsSecretsTitle,
          text: text.stagesCiCdTopicsSecretsText,
        },
      ],
      project: text.stagesCiCdProject,
      weeks: 3,
      resources: [resource.githubDocs, { name: 'GitLab Docs', url: 'https://docs.gitlab.com/', kind: 'docs' }],
      curriculum: [],
    },
    {
      id: 'cloud-and-infrastructure-as-code',
      title: text.stagesCloudAndInfrastructureAsCodeTitle,
      goal: text.stagesCloudAndInfrastructureAsCodeGoal,
      topics: [
        {
          id: 'cloud-basics',
          title: text.stagesCloudAndInfrastructureAsCodeTopicsCloudBasicsTitle,
          text: text.stagesCloudAndInfrastructureAsCodeTopicsCloudBasicsText,
        },
        {
          id: 'terraform',
          title: text.stagesCloudAndInfrastructureAsCodeTopicsTerraformTitle,
          text: text.stagesCloudAndInfrastructureAsCodeTopicsTerraformText,
        },
        {
          id: 'ansible',
          title: text.stagesCloudAndInfrastructureAsCodeTopicsAnsibleTitle,
          text: text.stagesCloudAndInfrastructureAsCodeTopicsAnsibleText,
        },
        {
          id: 'cost-and-serverless',
          title: text.stagesCloudAndInfrastructureAsCodeTopicsCostAndServerlessTitle,
          text: text.stagesCloudAndInfrastructureAsCodeTopicsCostAndServerlessText,
        },
      ],
      project: text.stagesCloudAndInfrastructureAsCodeProject,
      weeks: 6,
      resources: [
        { name: 'Terraform (HashiCorp)', url: 'https://developer.hashicorp.com/terraform', kind: 'docs' },
        { name: 'Ansible documentation', url: 'https://docs.ansible.com/', kind: 'docs' },
        { name: 'AWS Training', url: 'https://aws.amazon.com/training', kind: 'course' },
        resource.microsoftLearn,
      ],
      curriculum: [],
    },
    {
      id: 'monitoring-and-kubernetes',
      title: text.stagesMonitoringAndKubernetesTitle,
      goal: text.stagesMonitoringAndKubernetesGoal,
      topics: [
        {
          id: 'metrics-and-dashboards',
          title: text.stagesMonitoringAndKubernetesTopicsMetricsAndDashboardsTitle,
          text: text.stagesMonitoringAndKubernetesTopicsMetricsAndDashboardsText,
        },
        {
          id: 'logs-and-alerts',
          title: text.stagesMonitoringAndKubernetesTopicsLogsAndAlertsTitle,
          text: text.stagesMonitoringAndKubernetesTopicsLogsAndAlertsText,
        },
        {
          id: 'incidents',
          title: text.stagesMonitoringAndKubernetesTopicsIncidentsTitle,
          text: text.stagesMonitoringAndKubernetesTopicsIncidentsText,
        },
        {
          id: 'kubernetes-basics',
          title: text.stagesMonitoringAndKubernetesTopicsKubernetesBasicsTitle,
          text: text.stagesMonitoringAndKubernetesTopicsKubernetesBasicsText,
        },
        {
          id: 'gitops',
          title: text.stagesMonitoringAndKubernetesTopicsGitopsTitle,
          text: text.stagesMonitoringAndKubernetesTopicsGitopsText,
        },
      ],
      project: text.stagesMonitoringAndKubernetesProject,
      weeks: 6,
      resources: [
        { name: 'Prometheus', url: 'https://prometheus.io/', kind: 'docs' },
        { name: 'Grafana documentation', url: 'https://grafana.com/docs', kind: 'docs' },
        resource.kubernetes,
        { name: 'Google SRE books', url: 'https://sre.google/', kind: 'course' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
