export * from './TeamMemberCard';
