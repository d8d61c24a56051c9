import BrowserOnly from './BrowserOnly.js';
import { Details } from '../components/Details.js';
import ExecutionEnvironment from './ExecutionEnvironment.js';
import Head from './Head.js';
import Heading from './Heading.js';
import IconCopy from './IconCopy.js';
import IconExternalLink from './IconExternalLink.js';
import IconSuccess from './IconSuccess.js';
import { IconDarkMode, IconLightMode, IconSystemColorMode } from './IconColorMode.js';
import Layout from './Layout.js';
import Link from './Link.js';
import MDXComponents, { A, Code, Img, Li, MDXHeading, Pre, Ul } from './MDXComponents.js';
import { useHistory, useLocation } from './router.js';
import ThemedImage from './ThemedImage.js';
import Translate, { translate } from './Translate.js';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.js';
import { useColorMode } from './useColorMode.js';
import useDocusaurusContext from './useDocusaurusContext.js';
import useIsBrowser from './useIsBrowser.js';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './useGlobalData.js';
import { filterDocCardListItems, findFirstSidebarItemLink, useCurrentSidebarCategory, useCurrentSidebarSiblings, useDocById, useDocsSidebar } from './docsSidebar.js';
import { groupBlogSidebarItemsByYear, useBlogPost, useThemeConfig } from './blogPost.js';
import TOCItems from './TOCItems.js';
import { Collapsible, useCollapsible } from './Collapsible.js';
import { NavbarSecondaryMenuFiller } from './NavbarSecondaryMenuFiller.js';
import { useWindowSize } from './useWindowSize.js';
import { createStorageSlot } from './createStorageSlot.js';
import { ThemeClassNames } from './themeClassNames.js';
import { useDateTimeFormat } from './useDateTimeFormat.js';
import { useActiveDocContext, useActiveVersion, useAllDocsData, useDocsVersion, useLatestVersion, useVersions } from './docsClient.js';

/** Docusaurus's client API and theme modules docsgen provides to MDX pages and site components, by import path. */
export const docusaurusModules: Record<string, Record<string, unknown>> = {
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/router': { useHistory, useLocation },
  // The sidebar hooks are where Docusaurus 3 has them, and where sites written for 2 import them.
  '@docusaurus/theme-common': { useColorMode, useThemeConfig, useCurrentSidebarCategory, filterDocCardListItems, useWindowSize, Collapsible, useCollapsible, NavbarSecondaryMenuFiller, createStorageSlot, ThemeClassNames },
  '@docusaurus/theme-common/internal': { useDocsSidebar, useDocById, useCurrentSidebarCategory, filterDocCardListItems, findFirstSidebarItemLink, useBlogPost, groupBlogSidebarItemsByYear, useDateTimeFormat },
  // The blog hooks a swizzled BlogPostItem or BlogSidebar part reads (Docusaurus 3.5 moved them here).
  '@docusaurus/plugin-content-blog/client': { useBlogPost, groupBlogSidebarItemsByYear },
  '@docusaurus/plugin-content-docs/client': {
    useVersions,
    useActiveVersion,
    useLatestVersion,
    useActiveDocContext,
    useDocsVersion,
    useAllDocsData,
    useDocsSidebar,
    useCurrentSidebarCategory,
    useCurrentSidebarSiblings,
    useDocById,
    filterDocCardListItems,
    findFirstSidebarItemLink,
  },
  '@theme/useColorMode': { default: useColorMode, useColorMode },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/MDXComponents': { default: MDXComponents },
  '@theme/MDXComponents/A': { default: A },
  '@theme/MDXComponents/Img': { default: Img },
  '@theme/MDXComponents/Code': { default: Code },
  '@theme/MDXComponents/Pre': { default: Pre },
  '@theme/MDXComponents/Ul': { default: Ul },
  '@theme/MDXComponents/Li': { default: Li },
  '@theme/MDXComponents/Heading': { default: MDXHeading },
  '@theme/MDXComponents/Details': { default: Details },
  '@theme/Heading': { default: Heading },
  '@theme/Layout': { default: Layout },
  '@theme/Icon/ExternalLink': { default: IconExternalLink },
  '@theme/Icon/Copy': { default: IconCopy },
  '@theme/Icon/Success': { default: IconSuccess },
  '@theme/Icon/LightMode': { default: IconLightMode },
  '@theme/Icon/DarkMode': { default: IconDarkMode },
  '@theme/Icon/SystemColorMode': { default: IconSystemColorMode },
};

/**
 * Docusaurus modules' names docsgen gives only to the swizzles that read what it holds of them
 * (docusaurusSwizzles' INTERNALS_FOR lists which): `@theme/TOCItems` lists the headings a TOC is given (an MDX page's `toc` has no ids).
 */
export const swizzleInternals: Record<string, Record<string, unknown>> = {
  '@theme/TOCItems': { default: TOCItems },
};
