// The tests' shared precompiled header (SHARDSCOPE_TEST_PCH, tests/CMakeLists.txt): the
// Qt and standard-library headers nearly every test parses. Tests still include what
// they use; this only makes parsing it cheap. Keep it to stable system headers: a
// project header here would rebuild every test whenever it changed.
#pragma once

#include <QtTest>

#include <QApplication>
#include <QWidget>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>
