#pragma once
// Data rows over the whole zoo, shared by the tests that check every case: each strategy,
// correct and with every bug kind it has, at toy size and as the llama3-8b small twin.
// Columns: name (QString), small (bool), bug (int, a zoo::BugKind).

#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QString>
#include <QTest>

#include <string_view>

namespace shardscope::testing {

inline void addZooCaseRows() {
  const auto qs = [](std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); };
  QTest::addColumn<QString>("name");
  QTest::addColumn<bool>("small");
  QTest::addColumn<int>("bug");
  for (const zoo::Strategy* strategy : zoo::allStrategies()) {
    const QString toy = qs(strategy->name);
    for (const QString& name : {toy, toy + ":llama3-8b"}) {
      const bool small = name != toy;
      const QString row = name + (small ? " --small" : "");
      QTest::newRow(qPrintable(row)) << name << small << static_cast<int>(zoo::BugKind::None);
      for (zoo::BugKind bug : strategy->bugs)
        QTest::newRow(qPrintable(row + " --bug " + qs(zoo::bugKindName(bug)))) << name << small << static_cast<int>(bug);
    }
  }
}

// The request a row of addZooCaseRows() stands for.
inline zoo::ZooRequest zooCaseRequest(const QString& name, bool small, int bug) {
  zoo::ZooRequest request;
  request.name = name.toStdString();
  request.small = small;
  request.bug = static_cast<zoo::BugKind>(bug);
  return request;
}

}  // namespace shardscope::testing
