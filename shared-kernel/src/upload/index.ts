/**
 * `@mc/shared-kernel/upload`: choosing pictures to upload (receipts, applications, feedback, profile
 * picture). A shared module of its own, loaded only by the screens that upload; it reaches the kernel
 * only through `@mc/shared-kernel`.
 */
export { ImagePicker, checkImageFile, IMAGE_LIMITS } from './image-picker';
