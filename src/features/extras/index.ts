export type { ExtrasSectionProps } from './components/extras-section';
export { ExtrasSection } from './components/extras-section';
