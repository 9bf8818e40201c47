import { describe, expect, it } from "vitest";
import { releaseProblems } from "../../scripts/release-check.mjs";

const good = {
  tag: "v1.2.3",
  pkg: { version: "1.2.3" },
  manifest: {
    version: "1.2.3",
    download: "https://github.com/fray-vtt/fray/releases/download/v1.2.3/fray.zip",
    manifest: "https://github.com/fray-vtt/fray/releases/latest/download/system.json",
  },
};

describe("release guard", () => {
  it("accepts a tag that matches both versions and the download URL", () => {
    expect(releaseProblems(good)).toEqual([]);
  });

  it("refuses a tag that disagrees with package.json, system.json or the download URL", () => {
    expect(releaseProblems({ ...good, tag: "v1.2.4" })).toHaveLength(3);
    expect(releaseProblems({ ...good, pkg: { version: "1.2.2" } })).toEqual([
      "package.json version 1.2.2 does not match tag v1.2.3",
    ]);
    expect(
      releaseProblems({
        ...good,
        manifest: { ...good.manifest, download: good.manifest.download.replace("v1.2.3", "v1.2.2") },
      }),
    ).toHaveLength(1);
    expect(releaseProblems({ ...good, tag: "1.2.3" })[0]).toMatch(/not of the form/);
  });

  it("refuses a prerelease tag: the manifest's latest-release URL would never serve it (issue 27)", () => {
    const rc = {
      tag: "v1.2.3-rc1",
      pkg: { version: "1.2.3-rc1" },
      manifest: {
        ...good.manifest,
        version: "1.2.3-rc1",
        download: good.manifest.download.replace("v1.2.3", "v1.2.3-rc1"),
      },
    };
    expect(releaseProblems(rc)).toEqual([
      'tag "v1.2.3-rc1" is a prerelease, which the latest-release manifest URL skips',
    ]);
  });
});
