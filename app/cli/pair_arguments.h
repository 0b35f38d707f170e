#pragma once
// Commands that take program files also take a pair directory (io/pair_directory.h):
// `verify PAIR_DIR` and `numeric PAIR_DIR` instead of BASELINE DISTRIBUTED, `inspect
// PAIR_DIR` (its distributed program), `propagate PAIR_DIR` (its annotated program).
// A malformed directory is one positioned error on stderr and exit 2, like a file.
#include "cli/command_registry.h"
#include "io/pair_directory.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace shardscope::cli {

struct PairArguments {
  QString baseline;
  QString distributed;
  std::optional<io::PairDirectory> directory;  // when the argument was a pair directory
  // A folder of two programs without a manifest (`zoo write`): its relations.json, when
  // it has one (the inputs only the distributed program has, by role).
  QString folderRelations;

  // The relations file that comes with the pair: the pair directory's (manifest
  // "relations") or the folder's relations.json; empty when there is none.
  QString relationsPath() const;

  // The local file behind a metadata source path: the directory's copy under source/
  // (manifest "sources"); empty when there is none.
  QString sourcePath(const std::string& recorded) const;
};

// BASELINE DISTRIBUTED, or one PAIR_DIR. Prints the usage or manifest error and returns
// nullopt (the command exits 2).
std::optional<PairArguments> readPairArguments(const QStringList& positional, const Command& self);

// One FILE, or a PAIR_DIR whose `role` program is meant (`what` names it in messages:
// "distributed program"). Prints the error and returns nullopt.
std::optional<QString> readFileOrPairRole(const QStringList& positional, const Command& self, std::string_view role,
                                          const QString& what, std::optional<io::PairDirectory>* directory = nullptr);

}  // namespace shardscope::cli
