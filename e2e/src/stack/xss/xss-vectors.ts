import { join } from 'node:path';

/** The admin service's own fixture, loaded at run time (a service is not a library e2e may import). */
const ADMIN_FIXTURE = join(__dirname, '../../../../services/admin/src/content/__fixtures__/xss-vectors');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ADMIN_VECTORS = (require(ADMIN_FIXTURE) as { XSS_VECTORS: string[] }).XSS_VECTORS;

/** What every payload runs if it ever executes: the test watches this window property. */
export const FLAG = '__xss';
const RUN = `${FLAG}=1`;

/**
 * More vectors, from DOMPurify's test suite and bypass write-ups (mutation XSS, namespace confusion)
 * and OWASP's filter evasion cheat sheet. Each one sets the flag instead of alerting.
 */
const MORE_VECTORS = [
  // mutation XSS: markup that changes meaning when the sanitiser's output is parsed again
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${RUN}&gt;">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>`,
  `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${RUN}>"></style></svg></mglyph></h1></mtext></math>`,
  `<xmp><img alt="</xmp><img src=x onerror=${RUN}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${RUN}>">`,
  `<textarea><img title="</textarea><img src=x onerror=${RUN}>">`,
  `<title><img title="</title><img src=x onerror=${RUN}>">`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<![CDATA[<img src=x onerror=${RUN}>]]>`,
  `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${RUN}>"></svg>`,
  // SVG and MathML namespace confusion
  `<svg><style><img src=x onerror=${RUN}></style></svg>`,
  `<math><style><img src=x onerror=${RUN}></style></math>`,
  `<svg><p><style><img src=x onerror=${RUN}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><script href="data:,${RUN}"/></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x=20 y=20>svg link</text></a></svg>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  `<svg><set attributeName=onmouseover to=${RUN}>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.${RUN}</script>"></iframe></foreignObject></svg>`,
  `<math href="javascript:${RUN}">math link</math>`,
  `<svg/onload=${RUN}>`,
  // template, srcdoc and data: URLs
  `<template><script>${RUN}</script></template>`,
  `<template><img src=x onerror=${RUN}></template>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.${RUN}&gt;"></iframe>`,
  `<object data="data:text/html,<script>parent.${RUN}</script>"></object>`,
  `<embed src="data:text/html,<script>parent.${RUN}</script>">`,
  `<a href="data:text/html,<script>${RUN}</script>">data link</a>`,
  `<script src="data:,${RUN}"></script>`,
  `<link rel=import href="data:text/html,<script>${RUN}</script>">`,
  // CSS
  `<div style="width: expression(${RUN})">css expression</div>`,
  `<div style="background-image:url('javascript:${RUN}')">css url</div>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<div style="behavior:url(#default#time2)" onbegin=${RUN}>behavior</div>`,
  // handlers that fire without a click, and parser-confusing spellings
  `<input autofocus onfocus=${RUN}>`,
  `<select autofocus onfocus=${RUN}></select>`,
  `<video><source onerror=${RUN}></video>`,
  `<audio src=x onerror=${RUN}>`,
  `<body onpageshow=${RUN}>`,
  `<image src=x onerror=${RUN}>`,
  `<img/src=x/onerror=${RUN}>`,
  `<img src=x onerror=&#95;&#95;xss&#61;1>`,
  `<<img src=x onerror=${RUN}>>`,
  `<img """><script>${RUN}</script>">`,
  `<IMG SRC=JaVaScRiPt:${RUN}>`,
  `<details/open/ontoggle=${RUN}>`,
  `<div onpointerover=${RUN} style="position:fixed;inset:0">overlay</div>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${RUN}">padded entities</a>`,
  `<a href=" &#14; javascript:${RUN}">leading control</a>`,
  `<a href="java\u0000script:${RUN}">nul</a>`,
  `<base href="javascript:/a/-${RUN}///////">`,
  `<a id=__clobber name=__clobber href=x>clobber</a><form name=__clobber></form>`,
];

/** The admin fixture's 30 vectors (services/admin/src/content/__fixtures__) with their alerts turned into the flag, then ours. */
export const ALL_XSS_VECTORS: readonly string[] = [
  ...ADMIN_VECTORS.map((v) => v.replace(/alert\((\w+)\)|msgbox\(1\)|eval\(src\)/g, RUN)),
  ...MORE_VECTORS,
];
