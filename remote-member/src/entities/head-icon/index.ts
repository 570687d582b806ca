// The member's profile picture: the member centre shows it, the personal-info screen shows and changes it.
export { HeadIconImage } from './head-icon-image';
export { HeadIconForm } from './head-icon-form';
