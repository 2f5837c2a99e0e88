export type { MessagesSectionProps } from './components/messages-section';
export { MessagesSection } from './components/messages-section';
