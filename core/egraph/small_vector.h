#pragma once
// boost::container::small_vector, included once for the whole module. GCC 12 reports
// a false -Wstringop-overread inside Boost 1.74's move of a small_vector that
// outgrew its inline buffer; the suppression is scoped to
// Boost's header and does not hide warnings in our code.

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-overread"
#endif
#include <boost/container/small_vector.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
