#pragma once
// The generated messages of io/proto/hlo.proto (protobuf_generate writes them to
// build/core/io/proto/, see core/CMakeLists.txt).

#include "io/proto/hlo.pb.h"
