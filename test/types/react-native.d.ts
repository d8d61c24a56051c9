/**
 * A deliberately small stand-in for the `react-native` types, used only to type-check the code
 * samples of the documentation (test/code-blocks.test.ts). It covers the components and APIs the
 * samples use, with props typed closely after React Native's own declarations. Add to it when a
 * sample needs something that is missing, rather than loosening a sample.
 */
declare module 'react-native' {
  import type * as React from 'react'

  // ---- styles ----

  export type ColorValue = string
  export type DimensionValue = number | 'auto' | `${number}%` | null

  export interface FlexStyle {
    alignContent?: 'flex-start' | 'flex-end' | 'center' | 'stretch' | 'space-between' | 'space-around'
    alignItems?: 'flex-start' | 'flex-end' | 'center' | 'stretch' | 'baseline'
    alignSelf?: 'auto' | 'flex-start' | 'flex-end' | 'center' | 'stretch' | 'baseline'
    aspectRatio?: number | string
    bottom?: DimensionValue
    columnGap?: number
    flex?: number
    flexBasis?: DimensionValue
    flexDirection?: 'row' | 'column' | 'row-reverse' | 'column-reverse'
    flexGrow?: number
    flexShrink?: number
    flexWrap?: 'wrap' | 'nowrap' | 'wrap-reverse'
    gap?: number
    height?: DimensionValue
    justifyContent?:
      | 'flex-start'
      | 'flex-end'
      | 'center'
      | 'space-between'
      | 'space-around'
      | 'space-evenly'
    left?: DimensionValue
    margin?: DimensionValue
    marginBottom?: DimensionValue
    marginHorizontal?: DimensionValue
    marginLeft?: DimensionValue
    marginRight?: DimensionValue
    marginTop?: DimensionValue
    marginVertical?: DimensionValue
    maxHeight?: DimensionValue
    maxWidth?: DimensionValue
    minHeight?: DimensionValue
    minWidth?: DimensionValue
    overflow?: 'visible' | 'hidden' | 'scroll'
    padding?: DimensionValue
    paddingBottom?: DimensionValue
    paddingHorizontal?: DimensionValue
    paddingLeft?: DimensionValue
    paddingRight?: DimensionValue
    paddingTop?: DimensionValue
    paddingVertical?: DimensionValue
    position?: 'absolute' | 'relative' | 'static'
    right?: DimensionValue
    rowGap?: number
    top?: DimensionValue
    width?: DimensionValue
    zIndex?: number
  }

  export interface ViewStyle extends FlexStyle {
    backgroundColor?: ColorValue
    borderBottomWidth?: number
    borderColor?: ColorValue
    borderRadius?: number
    borderStyle?: 'solid' | 'dotted' | 'dashed'
    borderTopWidth?: number
    borderWidth?: number
    elevation?: number
    opacity?: number
    shadowColor?: ColorValue
    shadowOffset?: { width: number; height: number }
    shadowOpacity?: number
    shadowRadius?: number
  }

  export interface TextStyle extends ViewStyle {
    color?: ColorValue
    fontFamily?: string
    fontSize?: number
    fontStyle?: 'normal' | 'italic'
    fontWeight?:
      | 'normal'
      | 'bold'
      | '100'
      | '200'
      | '300'
      | '400'
      | '500'
      | '600'
      | '700'
      | '800'
      | '900'
      | 100
      | 200
      | 300
      | 400
      | 500
      | 600
      | 700
      | 800
      | 900
    letterSpacing?: number
    lineHeight?: number
    textAlign?: 'auto' | 'left' | 'right' | 'center' | 'justify'
    textDecorationLine?: 'none' | 'underline' | 'line-through' | 'underline line-through'
    textTransform?: 'none' | 'capitalize' | 'uppercase' | 'lowercase'
  }

  export interface ImageStyle extends FlexStyle {
    backgroundColor?: ColorValue
    borderColor?: ColorValue
    borderRadius?: number
    borderWidth?: number
    opacity?: number
    resizeMode?: ImageResizeMode
    tintColor?: ColorValue
  }

  export type StyleProp<T> = T | false | null | undefined | ReadonlyArray<StyleProp<T>>

  type NamedStyles<T> = { [P in keyof T]: ViewStyle | TextStyle | ImageStyle }

  export namespace StyleSheet {
    function create<T extends NamedStyles<T> | NamedStyles<any>>(styles: T & NamedStyles<any>): T
    function flatten<T>(style?: StyleProp<T>): T
    function compose<T>(style1: StyleProp<T>, style2: StyleProp<T>): StyleProp<T>
    const hairlineWidth: number
    const absoluteFill: ViewStyle
    const absoluteFillObject: {
      position: 'absolute'
      left: 0
      right: 0
      top: 0
      bottom: 0
    }
  }

  // ---- events ----

  export interface NativeSyntheticEvent<T> {
    nativeEvent: T
    currentTarget: number
    target: number
    timeStamp: number
    preventDefault(): void
    stopPropagation(): void
  }

  export interface NativeTouchEvent {
    identifier: string
    locationX: number
    locationY: number
    pageX: number
    pageY: number
    timestamp: number
  }

  export type GestureResponderEvent = NativeSyntheticEvent<NativeTouchEvent>

  export interface LayoutRectangle {
    x: number
    y: number
    width: number
    height: number
  }

  export type LayoutChangeEvent = NativeSyntheticEvent<{ layout: LayoutRectangle }>

  export type Insets = { top?: number; left?: number; bottom?: number; right?: number }

  export type AccessibilityRole =
    | 'none'
    | 'button'
    | 'link'
    | 'header'
    | 'image'
    | 'text'
    | 'alert'
    | 'checkbox'
    | 'progressbar'
    | 'list'

  interface AccessibilityProps {
    accessible?: boolean
    accessibilityLabel?: string
    accessibilityHint?: string
    accessibilityRole?: AccessibilityRole
    role?: string
    'aria-label'?: string
  }

  // ---- components ----

  export interface ViewProps extends AccessibilityProps {
    children?: React.ReactNode
    style?: StyleProp<ViewStyle>
    testID?: string
    nativeID?: string
    pointerEvents?: 'box-none' | 'none' | 'box-only' | 'auto'
    hitSlop?: Insets | number
    onLayout?: (event: LayoutChangeEvent) => void
  }
  export class View extends React.Component<ViewProps> {}

  export interface SafeAreaViewProps extends ViewProps {}
  export class SafeAreaView extends React.Component<SafeAreaViewProps> {}

  export interface TextProps extends AccessibilityProps {
    children?: React.ReactNode
    style?: StyleProp<TextStyle>
    numberOfLines?: number
    ellipsizeMode?: 'head' | 'middle' | 'tail' | 'clip'
    selectable?: boolean
    testID?: string
    onPress?: (event: GestureResponderEvent) => void
    onLongPress?: (event: GestureResponderEvent) => void
  }
  export class Text extends React.Component<TextProps> {}

  export interface ButtonProps {
    title: string
    onPress?: (event: GestureResponderEvent) => void
    color?: ColorValue
    disabled?: boolean
    accessibilityLabel?: string
    testID?: string
  }
  export class Button extends React.Component<ButtonProps> {}

  export interface PressableStateCallbackType {
    readonly pressed: boolean
  }
  export interface PressableProps extends AccessibilityProps {
    children?: React.ReactNode | ((state: PressableStateCallbackType) => React.ReactNode)
    style?: StyleProp<ViewStyle> | ((state: PressableStateCallbackType) => StyleProp<ViewStyle>)
    onPress?: null | ((event: GestureResponderEvent) => void)
    onLongPress?: null | ((event: GestureResponderEvent) => void)
    onPressIn?: null | ((event: GestureResponderEvent) => void)
    onPressOut?: null | ((event: GestureResponderEvent) => void)
    disabled?: null | boolean
    hitSlop?: null | Insets | number
    testID?: string
  }
  export const Pressable: React.ForwardRefExoticComponent<
    PressableProps & React.RefAttributes<View>
  >

  export interface TouchableOpacityProps extends AccessibilityProps {
    children?: React.ReactNode
    style?: StyleProp<ViewStyle>
    activeOpacity?: number
    onPress?: (event: GestureResponderEvent) => void
    onLongPress?: (event: GestureResponderEvent) => void
    disabled?: boolean
    testID?: string
  }
  export class TouchableOpacity extends React.Component<TouchableOpacityProps> {}

  export interface ActivityIndicatorProps extends ViewProps {
    animating?: boolean
    color?: ColorValue
    hidesWhenStopped?: boolean
    size?: number | 'small' | 'large'
  }
  export class ActivityIndicator extends React.Component<ActivityIndicatorProps> {}

  export interface ScrollViewProps extends ViewProps {
    contentContainerStyle?: StyleProp<ViewStyle>
    horizontal?: boolean | null
    keyboardShouldPersistTaps?: boolean | 'always' | 'never' | 'handled'
    showsVerticalScrollIndicator?: boolean
    showsHorizontalScrollIndicator?: boolean
  }
  export class ScrollView extends React.Component<ScrollViewProps> {
    scrollTo(options?: { x?: number; y?: number; animated?: boolean }): void
    scrollToEnd(options?: { animated?: boolean }): void
  }

  export interface ListRenderItemInfo<ItemT> {
    item: ItemT
    index: number
    separators: {
      highlight: () => void
      unhighlight: () => void
    }
  }
  export type ListRenderItem<ItemT> = (info: ListRenderItemInfo<ItemT>) => React.ReactElement | null

  export interface FlatListProps<ItemT> extends ScrollViewProps {
    data: ArrayLike<ItemT> | null | undefined
    renderItem: ListRenderItem<ItemT> | null | undefined
    keyExtractor?: (item: ItemT, index: number) => string
    extraData?: unknown
    ItemSeparatorComponent?: React.ComponentType<any> | null
    ListEmptyComponent?: React.ComponentType<any> | React.ReactElement | null
    ListFooterComponent?: React.ComponentType<any> | React.ReactElement | null
    ListHeaderComponent?: React.ComponentType<any> | React.ReactElement | null
    numColumns?: number
    onEndReached?: ((info: { distanceFromEnd: number }) => void) | null
    refreshing?: boolean | null
    onRefresh?: (() => void) | null
  }
  export class FlatList<ItemT = any> extends React.Component<FlatListProps<ItemT>> {
    scrollToEnd(params?: { animated?: boolean | null }): void
    scrollToIndex(params: { index: number; animated?: boolean | null }): void
  }

  export type ImageResizeMode = 'cover' | 'contain' | 'stretch' | 'repeat' | 'center'
  export interface ImageURISource {
    uri?: string
    width?: number
    height?: number
    headers?: { [key: string]: string }
    cache?: 'default' | 'reload' | 'force-cache' | 'only-if-cached'
  }
  export type ImageSourcePropType = ImageURISource | ImageURISource[] | number
  export interface ImageProps extends AccessibilityProps {
    source?: ImageSourcePropType
    src?: string
    alt?: string
    style?: StyleProp<ImageStyle>
    resizeMode?: ImageResizeMode
    testID?: string
    onLoad?: () => void
    onError?: (event: NativeSyntheticEvent<{ error: string }>) => void
  }
  export class Image extends React.Component<ImageProps> {
    static getSize(
      uri: string,
      success?: (width: number, height: number) => void,
      failure?: (error: unknown) => void,
    ): Promise<{ width: number; height: number }>
  }

  export interface TextInputProps extends AccessibilityProps {
    value?: string
    defaultValue?: string
    placeholder?: string
    onChangeText?: (text: string) => void
    onSubmitEditing?: () => void
    editable?: boolean
    multiline?: boolean
    autoCapitalize?: 'none' | 'sentences' | 'words' | 'characters'
    keyboardType?: 'default' | 'numeric' | 'email-address' | 'phone-pad' | 'url'
    style?: StyleProp<TextStyle>
    testID?: string
  }
  export class TextInput extends React.Component<TextInputProps> {
    focus(): void
    blur(): void
    clear(): void
  }

  export interface SwitchProps extends ViewProps {
    value?: boolean
    onValueChange?: (value: boolean) => void
    disabled?: boolean
  }
  export class Switch extends React.Component<SwitchProps> {}

  export interface ModalPropsIOS {
    presentationStyle?: 'fullScreen' | 'pageSheet' | 'formSheet' | 'overFullScreen' | undefined
  }
  export interface ModalProps extends ModalPropsIOS {
    children?: React.ReactNode
    visible?: boolean
    animationType?: 'none' | 'slide' | 'fade'
    transparent?: boolean
    onRequestClose?: () => void
    onShow?: () => void
  }
  export class Modal extends React.Component<ModalProps> {}

  // ---- APIs ----

  export type PlatformOSType = 'ios' | 'android' | 'macos' | 'windows' | 'web'

  interface PlatformStatic {
    OS: PlatformOSType
    Version: number | string
    isPad: boolean
    isTV: boolean
    isTesting: boolean
    select<T>(
      specifics:
        | ({ [platform in PlatformOSType]?: T } & { default: T })
        | { [platform in PlatformOSType]: T },
    ): T
    select<T>(specifics: { [platform in PlatformOSType | 'native']?: T }): T | undefined
  }
  export const Platform: PlatformStatic

  export interface AlertButton {
    text?: string
    onPress?: (value?: string) => void | Promise<void>
    style?: 'default' | 'cancel' | 'destructive'
    isPreferred?: boolean
  }
  export interface AlertOptions {
    cancelable?: boolean
    userInterfaceStyle?: 'unspecified' | 'light' | 'dark'
    onDismiss?: () => void
  }
  export class Alert {
    static alert(
      title: string,
      message?: string,
      buttons?: AlertButton[],
      options?: AlertOptions,
    ): void
    static prompt(
      title: string,
      message?: string,
      callbackOrButtons?: ((text: string) => void) | AlertButton[],
      type?: 'default' | 'plain-text' | 'secure-text' | 'login-password',
      defaultValue?: string,
    ): void
  }

  export interface EmitterSubscription {
    remove(): void
  }

  interface LinkingStatic {
    openURL(url: string): Promise<any>
    canOpenURL(url: string): Promise<boolean>
    openSettings(): Promise<void>
    getInitialURL(): Promise<string | null>
    addEventListener(type: 'url', handler: (event: { url: string }) => void): EmitterSubscription
  }
  export const Linking: LinkingStatic

  export type ShareContent =
    | { title?: string; url: string; message?: string }
    | { title?: string; url?: string; message: string }
  export interface ShareOptions {
    dialogTitle?: string
    excludedActivityTypes?: string[]
    tintColor?: ColorValue
    subject?: string
    anchor?: number
  }
  export type ShareAction =
    | { action: 'sharedAction'; activityType?: string | null }
    | { action: 'dismissedAction'; activityType?: undefined }
  export class Share {
    static share(content: ShareContent, options?: ShareOptions): Promise<ShareAction>
    static readonly sharedAction: 'sharedAction'
    static readonly dismissedAction: 'dismissedAction'
  }

  export interface ScaledSize {
    width: number
    height: number
    scale: number
    fontScale: number
  }
  export const Dimensions: {
    get(dim: 'window' | 'screen'): ScaledSize
  }

  export type ColorSchemeName = 'light' | 'dark' | null | undefined
  export function useColorScheme(): ColorSchemeName
  export function useWindowDimensions(): ScaledSize

  export {}
}
