#include "report/report_style.h"

namespace shardscope::report {

std::string_view reportStyleSheet() {
  return R"css(
body { font-family: sans-serif; margin: 2em auto; max-width: 1200px; padding: 0 1em; color: #212121; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.3em; }
h2 { border-bottom: 2px solid #e0e0e0; padding-bottom: 0.2em; margin-top: 1.6em; }
h4 { margin: 1em 0 0.3em; }
code, pre { font-family: monospace; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #e0e0e0; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
th { background: #f5f5f5; }
.verdict { font-size: 2.4em; font-weight: bold; padding: 0.4em 0.8em; border-radius: 8px; color: #fff; display: inline-block; }
.verdict.equivalent { background: #2e7d32; }
.verdict.not-verified { background: #e65100; }
.verdict.differs { background: #b71c1c; }
.verdict-detail { margin-top: 0.5em; }
.hash { font-family: monospace; font-size: 0.9em; word-break: break-all; }
.ok { color: #2e7d32; font-weight: bold; }
.bad { color: #c62828; font-weight: bold; }
.note { color: #616161; font-style: italic; }
.frontier-entry { border: 1px solid #e0e0e0; border-left: 6px solid #c62828; border-radius: 4px; padding: 0.2em 1em 1em; margin: 1.2em 0; }
.frontier-entry .index { color: #9e9e9e; }
.frontier-entry .opcode { color: #616161; font-weight: normal; }
.reason { font-size: 1.1em; background: #fff3e0; padding: 0.4em 0.6em; border-radius: 4px; }
.location { font-weight: normal; font-family: monospace; color: #616161; }
pre.source { background: #fafafa; border: 1px solid #e0e0e0; padding: 0.4em 0; overflow-x: auto; }
.source-line { display: block; padding: 0 0.6em; white-space: pre; }
.source-line.current { background: #ffcdd2; font-weight: bold; }
.line-number { display: inline-block; min-width: 3.5em; color: #9e9e9e; user-select: none; }
.pictures { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
figure { margin: 0; }
figcaption { font-size: 0.9em; color: #616161; margin-bottom: 0.3em; }
figure svg { max-width: 100%; height: auto; }
.key { padding: 0 0.4em; border-radius: 3px; border: 1px solid; }
.key.verified { background: #c8e6c9; border-color: #2e7d32; }
.key.frontier { background: #ffcdd2; border-color: #c62828; }
.key.unverified { background: #e0e0e0; border-color: #757575; }
.key.counterpart { background: #bbdefb; border-color: #1565c0; }
.heatmap td { text-align: center; font-size: 0.85em; min-width: 5.5em; }
.heatmap-caption { color: #616161; margin-bottom: 0.3em; }
footer { margin-top: 3em; color: #9e9e9e; font-size: 0.85em; }
)css";
}

}  // namespace shardscope::report
