/**
 * Type declarations for `@react-native-documents/viewer` 4.0.1, used only to type-check the code
 * samples of the documentation (test/code-blocks.test.ts). They mirror the package's published
 * types. Keep them in sync with /work/shared/facts/viewer-api.md.
 */
declare module '@react-native-documents/viewer' {
  export type PresentationStyle =
    | 'fullScreen'
    | 'pageSheet'
    | 'formSheet'
    | 'overFullScreen'
    | undefined

  export type BaseOptions = {
    mimeType?: string
    grantPermissions?: 'read' | 'write'
    headerTitle?: string
    presentationStyle?: PresentationStyle
    androidApplicationId?: string
  }

  export type OptionsViewUri = BaseOptions & {
    uri: string
  }

  export type OptionsViewBookmark = BaseOptions & {
    bookmark: string
  }

  export type ViewDocumentOptions = OptionsViewBookmark | OptionsViewUri

  export function viewDocument(data: ViewDocumentOptions): Promise<null>

  export const errorCodes: Readonly<{
    UNABLE_TO_OPEN_FILE_TYPE: 'UNABLE_TO_OPEN_FILE_TYPE'
    NULL_PRESENTER: 'NULL_PRESENTER'
  }>

  type ErrorCodes = (typeof errorCodes)[keyof typeof errorCodes]

  interface NativeModuleError extends Error {
    code: ErrorCodes | (string & {})
  }

  export const isErrorWithCode: (error: unknown) => error is NativeModuleError

  // Only the declarations marked `export` above are exports of the module.
  export {}
}
