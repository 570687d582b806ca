/**
 * `@mc/shared-kernel/clipboard`: copying a text for the person (pay details, invitation links). A kit of its
 * own so the few screens that copy load it, not every page's first render.
 */
export { copyText, selectContents } from './clipboard';
