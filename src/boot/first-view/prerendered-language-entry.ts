// The script the build inlines in the head of prerendered pages without a language in their URL
// (see prerendered-language.ts).
import { checkPrerenderedLanguage } from './prerendered-language';

checkPrerenderedLanguage();
