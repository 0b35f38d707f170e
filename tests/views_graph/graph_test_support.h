#pragma once
// Shared by the graph view tests: zoo modules made in memory and waiting for layouts.

#include "io/hlo_text_parser.h"
#include "ir/module.h"
#include "views/graph/graph_view.h"
#include "zoo/zoo.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace shardscope::views::testing {

// The distributed program of a zoo case (toy Llama by default: two layers, ~230 ops).
inline std::shared_ptr<const ir::Module> zooModule(const std::string& name = "llama-layer-tp", int64_t layers = 0) {
  zoo::ZooRequest request;
  request.name = name;
  request.layers = layers;
  zoo::ZooResult result = zoo::generateZooCase(request);
  return std::make_shared<const ir::Module>(std::move(result.zooCase.distributed));
}

inline std::shared_ptr<const ir::Module> parseModule(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "test.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse: %s", result.diagnostics.front().format().c_str());
  return std::make_shared<const ir::Module>(std::move(*result.module));
}

// Waits until the view has no layout in flight (generous: the machine is shared).
inline bool waitForLayout(GraphView& view, int timeoutMs = 60000) {
  if (!view.isLayoutPending()) return true;
  QSignalSpy finished(&view, &GraphView::layoutFinished);
  while (view.isLayoutPending())
    if (!finished.wait(timeoutMs)) return false;
  return true;
}

// A shown view of `module` on `engine`, its first layout landed (the test fails hard if
// it never does: nothing after it could pass).
inline std::unique_ptr<GraphView> openLaidOut(GraphLayoutEngine* engine, std::shared_ptr<const ir::Module> module,
                                              const QString& side, QSize size = QSize(1000, 700)) {
  auto view = std::make_unique<GraphView>(engine);
  view->resize(size);
  view->show();
  view->setModule(std::move(module), side);
  if (!waitForLayout(*view)) qFatal("layout did not finish");
  return view;
}

}  // namespace shardscope::views::testing
